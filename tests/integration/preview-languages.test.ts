import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { directusJson } from './directus-client';
import { fetchAs } from './demo-users';
import { site } from './site-client';

// Live Preview and the Visual Editor in the language being edited (README "Languages",
// docs/decisions/023-preview.md): the preview route opens the item's page in the language the
// link names (?lang=) or the admin chose (the cookie the Translations interface sets), when Site
// Settings has it on; the site renders the draft's texts in it. The Visual Editor lists the
// site's home in each language, following Site Settings.
const hex = () => randomBytes(4).toString('hex');
const created: number[] = [];

afterAll(async () => {
  if (created.length > 0) await directusJson('/items/services', { method: 'DELETE', body: JSON.stringify(created) });
});

async function draftService(translation: Record<string, string>) {
  const url = `preview-lang-${hex()}`;
  const { data } = await directusJson<{ data: { id: number } }>('/items/services', {
    method: 'POST',
    body: JSON.stringify({
      status: 'draft',
      name: 'Preview Language Service',
      url,
      headline: 'An English draft headline',
      translations: { es: translation },
    }),
  });
  created.push(data.id);
  return { id: data.id, url };
}

/** Where the preview route sends the editor: the path of its Location, without the grant. */
async function previewPath(id: number, { query = '', cookie }: { query?: string; cookie?: string } = {}) {
  const response = await fetchAs('editor', `/site-preview/services/${id}${query}`, {
    redirect: 'manual',
    headers: cookie ? { Cookie: cookie } : {},
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  expect(location.origin).toBe(inject('stack').webUrl);
  expect(location.searchParams.get('preview')).toBeTruthy();
  return { path: location.pathname, link: `${location.pathname}${location.search}` };
}

const COOKIE = 'site-preview-language';

describe('a preview in the language being edited', () => {
  it("opens the draft's Spanish page, in its Spanish texts, by the admin's choice or by ?lang=es", async () => {
    const slug = `preview-lang-es-${hex()}`;
    const { id, url } = await draftService({
      name: 'Servicio en borrador',
      url: slug,
      headline: 'Un titular en borrador',
    });
    for (const way of [
      { cookie: `${COOKIE}=es` },
      { query: '?lang=es' },
      { query: '?lang=es', cookie: `${COOKIE}=fr` },
    ]) {
      const { path, link } = await previewPath(id, way);
      expect(path, JSON.stringify(way)).toBe(`/es/creative-services/${slug}`);
      const response = await site(link);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<html lang="es"');
      expect(html).toContain('Servicio en borrador');
      expect(html).toContain('Un titular en borrador');
      expect(html).not.toContain('An English draft headline');
      // The Visual Editor's marks of the Spanish texts open the item's translations.
      expect(html).toMatch(new RegExp(`data-directus="collection:services;item:${id};fields:translations,image;`));
    }
    // The link's own language wins over the admin's choice; none chosen is English.
    expect((await previewPath(id, { query: '?lang=en', cookie: `${COOKIE}=es` })).path).toBe(
      `/creative-services/${url}`,
    );
    const english = await previewPath(id);
    expect(english.path).toBe(`/creative-services/${url}`);
    const html = await (await site(english.link)).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('An English draft headline');
    // The draft is still not on the site, in either language.
    expect((await site(`/es/creative-services/${slug}`)).status).toBe(404);
  });

  it('opens the English slug under the prefix when the translation gives none, in the Spanish it gives', async () => {
    const { id, url } = await draftService({ name: 'Servicio sin dirección' });
    const { path, link } = await previewPath(id, { cookie: `${COOKIE}=es` });
    expect(path).toBe(`/es/creative-services/${url}`);
    const html = await (await site(link)).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Servicio sin dirección');
    // No Spanish headline: the English one stands in.
    expect(html).toContain('An English draft headline');
  });

  it('opens the English page for a language the site does not have, or has turned off', async () => {
    const { id, url } = await draftService({ name: 'Servicio apagado', url: `preview-lang-off-${hex()}` });
    for (const way of [{ query: '?lang=fr' }, { cookie: `${COOKIE}=fr` }, { query: '?lang=<es>' }])
      expect((await previewPath(id, way)).path, JSON.stringify(way)).toBe(`/creative-services/${url}`);

    const { data } = await directusJson<Settings>('/items/site_settings?fields=locales');
    const locales = Array.isArray(data.locales) ? data.locales : [];
    const off = locales.map((entry) => (isEntry(entry) && entry.code === 'es' ? { ...entry, enabled: false } : entry));
    try {
      await setLocales(off);
      expect((await previewPath(id, { query: '?lang=es' })).path).toBe(`/creative-services/${url}`);
      // The Visual Editor no longer offers the Spanish site.
      await expect.poll(visualEditorUrls).toEqual([`${inject('stack').webUrl}/`]);
    } finally {
      await setLocales(locales);
    }
    await expect.poll(visualEditorUrls).toEqual([`${inject('stack').webUrl}/`, `${inject('stack').webUrl}/es`]);
    expect((await previewPath(id, { query: '?lang=es' })).path).toMatch(/^\/es\/creative-services\/preview-lang-off-/);
  });
});

type Settings = { data: { locales: unknown } };

const isEntry = (value: unknown): value is { code: unknown } =>
  typeof value === 'object' && value !== null && 'code' in value;

const setLocales = (locales: unknown[]) =>
  directusJson('/items/site_settings', { method: 'PATCH', body: JSON.stringify({ locales }) });

/** The site addresses the admin's Visual Editor offers (Directus' visual_editor_urls). */
async function visualEditorUrls() {
  const { data } = await directusJson<{ data: { visual_editor_urls: { url: string }[] | null } }>(
    '/settings?fields=visual_editor_urls',
  );
  return (data.visual_editor_urls ?? []).map(({ url }) => url);
}

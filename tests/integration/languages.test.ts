import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { directusFetch, directusJson } from './directus-client';
import { eventually, site } from './site-client';

// The site in every language of Site Settings (docs/decisions/036-languages.md): the demo's
// Spanish, a Spanish address's content, `lang`, `hreflang` and canonical, field-by-field fallback,
// an editor's translation on the next load, the sitemap's alternates, and what the CMS refuses.
const created: number[] = [];

afterAll(async () => {
  if (created.length > 0) await directusJson('/items/services', { method: 'DELETE', body: JSON.stringify(created) });
});

const linkTags = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, 'g'))].map((match) => match[0]);
const hrefOf = (tag: string) => /href="([^"]*)"/.exec(tag)?.[1] ?? '';

describe('the site in Spanish', () => {
  it('serves a Spanish service page in Spanish, with lang, hreflang and a canonical of its own', async () => {
    const response = await site('/es/creative-services/diseno-web');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<title>Diseño y desarrollo web | Northlight Studio');
    expect(html).toContain('Webs rápidas y accesibles que tu equipo puede mantener al día');
    expect(hrefOf(linkTags(html, 'canonical')[0]!)).toMatch(/\/es\/creative-services\/diseno-web$/);
    const alternates = linkTags(html, 'alternate').map((tag) => [/hrefLang="([^"]*)"/.exec(tag)?.[1], hrefOf(tag)]);
    expect(alternates).toEqual([
      ['en', expect.stringMatching(/[^/]\/creative-services\/web$/)],
      ['es', expect.stringMatching(/\/es\/creative-services\/diseno-web$/)],
      ['x-default', expect.stringMatching(/[^/]\/creative-services\/web$/)],
    ]);
    // The English page names the Spanish one, and its links stay English.
    const english = await (await site('/creative-services/web')).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toMatch(/hrefLang="es" href="[^"]*\/es\/creative-services\/diseno-web"/);
    // Links of a Spanish page lead to Spanish pages.
    expect(html).toContain('href="/es/creative-design-portfolio"');
    expect(html).not.toContain('href="/creative-design-portfolio"');
  });

  it("serves the language's home page, its block pages and the code's pages under its prefix", async () => {
    const home = await site('/es');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="es"');
    const block = await (await site('/es/ofertas/cambio-de-imagen-de-primavera')).text();
    expect(block).toContain('<html lang="es"');
    expect(block).toMatch(/hrefLang="en" href="[^"]*\/offers\/spring-rebrand"/);
    expect((await site('/es/privacy')).status).toBe(200);
    expect((await site('/es/form')).status).toBe(200);
  });

  it('answers 404 for a prefix that is no language of the site, and leads /en/… to the address without it', async () => {
    for (const path of ['/fr/creative-services/web', '/de/form', '/xx/privacy'])
      expect((await site(path)).status, path).toBe(404);
    const english = await site('/en/creative-services/web', { redirect: 'manual' });
    expect(english.status).toBe(301);
    expect(english.headers.get('location')).toMatch(/\/creative-services\/web$/);
  });

  it("falls back field by field, and shows an editor's translation on the next load", async () => {
    const slug = `lang-test-${randomBytes(4).toString('hex')}`;
    const { data: service } = await directusJson<{ data: { id: number } }>('/items/services', {
      method: 'POST',
      body: JSON.stringify({
        status: 'published',
        name: 'Language Test Service',
        url: slug,
        headline: 'An English headline',
        summary: 'An English summary.',
        translations: { es: { name: 'Servicio de prueba', url: `${slug}-es` } },
      }),
    });
    created.push(service.id);
    const { body } = await eventually(`/es/creative-services/${slug}-es`, (_body, response) => response.status === 200);
    expect(body).toContain('Servicio de prueba');
    // No Spanish headline or summary: the English ones stand in.
    expect(body).toContain('An English headline');
    expect(body).toContain('An English summary.');

    await directusJson(`/items/services/${service.id}`, {
      method: 'PATCH',
      body: JSON.stringify({
        translations: { es: { name: 'Servicio de prueba', url: `${slug}-es`, headline: 'Un titular en español' } },
      }),
    });
    const { body: updated } = await eventually(`/es/creative-services/${slug}-es`, (text) =>
      text.includes('Un titular en español'),
    );
    expect(updated).not.toContain('An English headline');
    expect(updated).toContain('An English summary.');
    // The sitemap lists both languages, each naming the other.
    // The first sitemap of a new stack reads every family: more time than a page.
    const { body: sitemap } = await eventually(
      '/sitemap.xml',
      (text) => text.includes(`/es/creative-services/${slug}-es</loc>`),
      10_000,
    );
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap).toMatch(
      new RegExp(
        `<loc>[^<]*/creative-services/${slug}</loc><xhtml:link rel="alternate" hreflang="en" href="[^"]*/creative-services/${slug}"/><xhtml:link rel="alternate" hreflang="es" href="[^"]*/es/creative-services/${slug}-es"/><xhtml:link rel="alternate" hreflang="x-default"`,
      ),
    );
  });

  it('refuses translations and languages an editor could not mean, with a message to act on', async () => {
    const refused = async (path: string, body: unknown) => {
      const response = await directusFetch(path, { method: 'PATCH', body: JSON.stringify(body) });
      expect(response.status, JSON.stringify(body)).toBe(400);
      return ((await response.json()) as { errors: { message: string }[] }).errors[0]!.message;
    };
    const { data: services } = await directusJson<{ data: { id: number }[] }>(
      '/items/services?fields=id&filter[url][_eq]=print',
    );
    const print = `/items/services/${services[0]!.id}`;
    expect(await refused(print, { translations: { fr: { name: 'Impression' } } })).toMatch(
      /There is no language "fr" in Site Settings/,
    );
    expect(await refused(print, { translations: { es: { status: 'draft' } } })).toMatch(
      /"status" cannot be translated/,
    );
    expect(await refused(print, { translations: { es: { url: 'Diseño Web' } } })).toMatch(/can only hold lower-case/);
    expect(await refused(print, { translations: { es: { url: 'diseno-web' } } })).toMatch(
      /"diseno-web" is already another item's address/,
    );
    expect(await refused('/items/site_settings', { locales: [{ code: 'Spanish', name: 'Español' }] })).toMatch(
      /"Spanish" is not valid/,
    );
    // Nothing was stored.
    expect(await (await site('/es/creative-services/diseno-web')).text()).toContain('<html lang="es"');
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { directusJson } from './directus-client';
import { eventually, site } from './site-client';

// SEO fields per item (README "For editors"): meta title and description, share image,
// canonical address and noindex, as the site renders them and the sitemap lists the items.
const created: number[] = [];

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
    const { body: page } = await eventually(path, (_body, response) => response.status === 200);
    expect(page).toContain('<title>Search Title For SEO Test');
    expect(page).toContain('<meta name="description" content="Search description for the SEO test."');
    expect(page).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    expect(page).toContain(`/media/${files[0]!.id}`);
    expect(page).not.toContain('name="robots"');
    await eventually('/sitemap.xml', (body) => body.includes(`${path}</loc>`));

    await directusJson(`/items/services/${service.id}`, { method: 'PATCH', body: JSON.stringify({ noindex: true }) });
    const { body: hidden } = await eventually(path, (body) => body.includes('<meta name="robots" content="noindex"'));
    expect(hidden).toContain('SEO Test Service');
    await eventually(
      '/sitemap.xml',
      (body) => !body.includes(`${path}</loc>`) && body.includes('/creative-services/web</loc>'),
    );

    await directusJson(`/items/services/${service.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ noindex: false, canonical_url: '/creative-services/web' }),
    });
    const { body: canonical } = await eventually(path, (body) =>
      /<link rel="canonical" href="[^"]*\/creative-services\/web"/.test(body),
    );
    expect(canonical).not.toContain('name="robots"');
    const { body: sitemap } = await eventually('/sitemap.xml', (body) => !body.includes('name="robots"'));
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

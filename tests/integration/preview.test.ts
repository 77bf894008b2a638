import { randomBytes } from 'node:crypto';
import { signPreview } from '@agency/cms-schema/preview';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { directusFetch, directusJson } from './directus-client';
import { fetchAs } from './demo-users';
import { site } from './site-client';

// Previews of drafts (README "For editors"): Directus' preview URL checks that the
// editor may read the item and sends them to the item's page with a signed, short-lived grant;
// the site renders the draft only with it, never cached, marked "Preview" and noindex.
const hex = () => randomBytes(4).toString('hex');
const created = { services: [] as number[], pages: [] as number[] };

afterAll(async () => {
  if (created.services.length > 0)
    await directusJson('/items/services', { method: 'DELETE', body: JSON.stringify(created.services) });
  if (created.pages.length > 0)
    await directusJson('/items/pages', { method: 'DELETE', body: JSON.stringify(created.pages) });
});

async function draftService(name: string) {
  const url = `preview-test-${hex()}`;
  const { data } = await directusJson<{ data: { id: number } }>('/items/services', {
    method: 'POST',
    body: JSON.stringify({ status: 'draft', name, url, summary: 'A draft summary.' }),
  });
  created.services.push(data.id);
  return { id: data.id, url };
}

/** The preview link Directus gives the editor for an item (its Location), or the refusal. */
async function previewLink(collection: string, id: number, version?: string) {
  const query = version ? `?version=${encodeURIComponent(version)}` : '';
  const response = await fetchAs('editor', `/site-preview/${collection}/${id}${query}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/** Loads a preview link on the site: path and query of the link. */
async function openLink(location: string) {
  const url = new URL(location);
  expect(url.origin).toBe(inject('stack').webUrl);
  const response = await site(`${url.pathname}${url.search}`);
  return { response, html: await response.text() };
}

describe('a preview link', () => {
  it('shows a draft to whoever holds it, uncached, marked Preview and noindex; the draft stays off the site', async () => {
    const { id, url } = await draftService('Preview Draft Service');
    expect((await site(`/creative-services/${url}`)).status).toBe(404);

    const link = await previewLink('services', id);
    expect(link.status).toBe(302);
    expect(link.location).toMatch(new RegExp(`/creative-services/${url}\\?preview=`));
    for (let visit = 0; visit < 2; visit += 1) {
      const { response, html } = await openLink(link.location!);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('etag')).toBeNull();
      expect(response.headers.get('x-cache')).toBeNull();
      // The admin's Live Preview may frame it; no other origin may.
      expect(response.headers.get('content-security-policy')).toContain(
        `frame-ancestors ${new URL(inject('stack').directusUrl).origin}`,
      );
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(html).toContain('Preview Draft Service');
      expect(html).toMatch(/<p class="preview-badge" role="status">Preview<\/p>/);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
    // Without the grant the draft is not there, and the preview left nothing in a cache.
    expect((await site(`/creative-services/${url}`)).status).toBe(404);
    expect((await site(`/creative-services/${url}?preview=`)).status).toBe(403);
  });

  it('is refused when expired, altered or signed with another secret, with the reason', async () => {
    const { id, url } = await draftService('Preview Expired Service');
    const secret = inject('stack').websiteToken;
    const expired = signPreview(
      { collection: 'services', id: String(id), version: null, expires: Date.now() - 1 },
      secret,
    );
    const answer = await site(`/creative-services/${url}?preview=${expired}`);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toContain('This preview link has expired. Open the preview again from the admin.');
    expect(html).not.toContain('Preview Expired Service');

    const valid = signPreview(
      { collection: 'services', id: String(id), version: null, expires: Date.now() + 60_000 },
      secret,
    );
    const altered = `${valid.slice(0, -2)}${valid.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = signPreview(
      { collection: 'services', id: String(id), version: null, expires: Date.now() + 60_000 },
      'x'.repeat(32),
    );
    for (const token of [altered, forged]) {
      const refused = await site(`/creative-services/${url}?preview=${token}`);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('This preview link is not valid.');
    }
    // A grant for one item shows nothing else: another draft at its own address stays a 404.
    const other = await draftService('Preview Other Service');
    expect((await site(`/creative-services/${other.url}?preview=${valid}`)).status).toBe(404);
  });

  it('is given only to a signed-in user who may read the item', async () => {
    const { id } = await draftService('Preview Access Service');
    const anonymous = await directusFetch(`/site-preview/services/${id}`, { as: 'anonymous', redirect: 'manual' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toContain('Sign in to the admin to preview this item.');
    expect((await previewLink('services', 999_999_999)).status).toBe(404);
    expect((await previewLink('requests', id)).status).toBe(404);
    // Directus names the item as saved "published" in {{$version}}; an unknown version is refused.
    expect((await previewLink('services', id, 'published')).status).toBe(302);
    const unknown = await previewLink('services', id, 'no-such-version');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('does not exist, or you may not read it');
    // Staff read the content: they may look too.
    const staff = await fetchAs('staff', `/site-preview/services/${id}`, { redirect: 'manual' });
    expect(staff.status).toBe(302);
  });

  it('shows a draft page built from blocks at its path', async () => {
    const slug = `offers/preview-test-${hex()}`;
    const { data } = await directusJson<{ data: { id: number } }>('/items/pages', {
      method: 'POST',
      body: JSON.stringify({
        status: 'draft',
        slug,
        title: 'Preview page',
        blocks: [{ type: 'hero', heading: 'A draft offer heading' }],
      }),
    });
    created.pages.push(data.id);
    expect((await site(`/${slug}`)).status).toBe(404);
    const link = await previewLink('pages', data.id);
    expect(link.location).toContain(`/${slug}?preview=`);
    const { response, html } = await openLink(link.location!);
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>A draft offer heading<\/h1>/);
  });
});

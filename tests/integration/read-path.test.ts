import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { directusJson } from './directus-client';
import { BROWSER, eventually, site, siteOfItsOwn } from './site-client';

// The read path (README "The read path"): pages come from the web server's own copy of the
// content and its page cache; Directus' change hook makes an editor's change show on the next
// load; random addresses cost Directus nothing; a Directus outage leaves cached pages up.
/** A change announcement as Directus' change hook sends it (signed with the Website API token). */
async function notifyChange(siteUrl: string, collections: string[]) {
  const body = JSON.stringify({ collections, id: randomBytes(8).toString('hex') });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac('sha256', inject('stack').websiteToken).update(`${timestamp}.${body}`).digest('hex')}`;
  const response = await fetch(`${siteUrl}/__content/changed`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Agency-Timestamp': timestamp, 'X-Agency-Signature': signature },
    body,
  });
  expect(response.status).toBe(200);
}

describe('cache headers', () => {
  it('lets browsers and shared caches keep a page, with an entity tag answered by 304', async () => {
    await site('/industries');
    const response = await site('/industries');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('HIT');
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/\bpublic\b/);
    expect(cacheControl).toMatch(/\bs-maxage=\d+/);
    expect(cacheControl).toMatch(/\bstale-while-revalidate=\d+/);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);

    const revalidated = await site('/industries', { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);

    const otherTag = await site('/industries', { headers: { 'If-None-Match': 'W/"something-else"' } });
    expect(otherTag.status).toBe(200);
  });

  it('serves the same cached page whatever tracking parameters the address carries', async () => {
    await site('/creative-design-portfolio');
    const tagged = await site('/creative-design-portfolio?utm_source=newsletter&gclid=abc');
    expect(tagged.headers.get('x-cache')).toBe('HIT');
  });

  it('never lets a shared cache keep error pages', async () => {
    const missing = await site(`/no-such-page-${randomBytes(4).toString('hex')}/deeper`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
  });
});

describe('the page cache cannot be poisoned', () => {
  const clean = '/form?url=%2Fcreative-services%2Fconsulting&class=consulting&service=Creative+Consulting';
  // The service's name with a second "?": everything after it was once left out of the cache key.
  const poison = `${clean}?+call+555-0100`;

  it('keys a page by the query the app reads, and takes the service’s name from the CMS', async () => {
    for (const path of [poison, `/form.data${poison.slice('/form'.length)}`]) {
      const crafted = await site(path);
      expect(crafted.status).toBe(200);
      expect(await crafted.text()).not.toContain('555-0100');
    }
    for (const path of [clean, `/form.data${clean.slice('/form'.length)}`]) {
      const response = await site(path);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).not.toContain('555-0100');
      expect(body).toContain('Creative Consulting');
    }
    const claimed = await (await site('/form?url=%2Fcreative-services%2Fconsulting&service=Call+555-0199')).text();
    expect(claimed).not.toContain('555-0199');
    expect(claimed).toContain('Creative Consulting');
  });
});

describe('the change hook’s address', () => {
  const url = () => `${inject('stack').webUrl}/__content/changed`;
  const body = JSON.stringify({ collections: ['services'] });
  const now = () => String(Math.floor(Date.now() / 1000));
  const sign = (timestamp: string, payload: string, secret = inject('stack').websiteToken) =>
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
  const post = (headers: Record<string, string>, payload = body) =>
    fetch(url(), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: payload });

  it('refuses unsigned, wrongly signed, stale and malformed calls', async () => {
    const now = String(Math.floor(Date.now() / 1000));
    expect((await post({})).status).toBe(401);
    expect(
      (await post({ 'X-Agency-Timestamp': now, 'X-Agency-Signature': sign(now, body, 'x'.repeat(40)) })).status,
    ).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 3600);
    expect((await post({ 'X-Agency-Timestamp': old, 'X-Agency-Signature': sign(old, body) })).status).toBe(401);
    const junk = '{"collections":"services"}';
    expect((await post({ 'X-Agency-Timestamp': now, 'X-Agency-Signature': sign(now, junk) }, junk)).status).toBe(400);
    expect((await post({ 'X-Agency-Timestamp': now, 'X-Agency-Signature': sign(now, body) })).status).toBe(200);
  });

  it('takes a signed call once, and none dated more than 30 s ahead', async () => {
    const once = JSON.stringify({ collections: ['services'], id: randomBytes(8).toString('hex') });
    const headers = { 'X-Agency-Timestamp': now(), 'X-Agency-Signature': sign(now(), once) };
    expect((await post(headers, once)).status).toBe(200);
    expect((await post(headers, once)).status).toBe(409);
    const ahead = String(Math.floor(Date.now() / 1000) + 290);
    expect((await post({ 'X-Agency-Timestamp': ahead, 'X-Agency-Signature': sign(ahead, body) })).status).toBe(401);
    const drift = String(Math.floor(Date.now() / 1000) + 20);
    expect((await post({ 'X-Agency-Timestamp': drift, 'X-Agency-Signature': sign(drift, body) })).status).toBe(200);
  });

  it('answers a body over 16 KB with 413, not an error of its own', async () => {
    const big = JSON.stringify({ collections: ['services'], padding: 'x'.repeat(17 * 1024) });
    const response = await post({ 'X-Agency-Timestamp': now(), 'X-Agency-Signature': sign(now(), big) }, big);
    expect(response.status).toBe(413);
    expect(await response.text()).not.toMatch(/at .*\.(js|mjs):\d+/);
  });
});

describe('an editor’s change shows on the next load', () => {
  interface Service {
    id: number;
    name: string;
    url: string;
  }
  let service: Service;

  beforeAll(async () => {
    const { data } = await directusJson<{ data: Service[] }>(
      '/items/services?filter[url][_eq]=web&fields=id,name,url&limit=1',
    );
    service = data[0]!;
  });

  afterAll(async () => {
    await directusJson(`/items/services/${service.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ name: service.name }),
    });
  });

  it('a service title, on its page and on the home page, though both were cached', async () => {
    for (const path of ['/', '/creative-services/web']) {
      await site(path);
      expect((await site(path)).headers.get('x-cache')).toBe('HIT');
    }
    const renamed = `Web Platforms ${randomBytes(3).toString('hex')}`;
    await directusJson(`/items/services/${service.id}`, { method: 'PATCH', body: JSON.stringify({ name: renamed }) });
    for (const path of ['/creative-services/web', '/']) {
      const { elapsed } = await eventually(path, (body) => body.includes(renamed));
      expect(elapsed).toBeLessThan(3_000);
    }
  });

  it('a new short link, which answered 404 a moment before', async () => {
    const token = `new-${randomBytes(4).toString('hex')}`;
    expect((await site(`/${token}`)).status).toBe(404);
    const { data } = await directusJson<{ data: { id: number } }>('/items/short_links', {
      method: 'POST',
      body: JSON.stringify({ token, target: '/creative-services', status_code: 302, status: 'active' }),
    });
    try {
      await eventually(
        `/${token}`,
        (_body, response) => response.status === 302 && response.headers.get('location') === '/creative-services',
      );
    } finally {
      await directusJson(`/items/short_links/${data.id}`, { method: 'DELETE' });
    }
    await eventually(`/${token}`, (_body, response) => response.status === 404);
  });

  it('every item of a family larger than one Directus page (500 items)', async () => {
    const prefix = `bulk-${randomBytes(3).toString('hex')}`;
    const links = Array.from({ length: 520 }, (_, index) => ({
      token: `${prefix}-${index}`,
      target: `/creative-services?n=${index}`,
      status_code: 302,
      status: 'active',
    }));
    const { data } = await directusJson<{ data: { id: number }[] }>('/items/short_links', {
      method: 'POST',
      body: JSON.stringify(links),
    });
    try {
      await eventually(`/${prefix}-519`, (_body, response) => response.status === 302);
      expect((await site(`/${prefix}-0`)).headers.get('location')).toBe('/creative-services?n=0');
      expect((await site(`/${prefix}-260`)).headers.get('location')).toBe('/creative-services?n=260');
    } finally {
      await directusJson('/items/short_links', {
        method: 'DELETE',
        body: JSON.stringify(data.map((link) => link.id)),
      });
    }
  });

  it('a renamed option of the form, on the full-page form', async () => {
    const { data } = await directusJson<{ data: { id: number; label: string }[] }>(
      '/items/form_options?filter[list][_eq]=budget&filter[status][_eq]=published&fields=id,label&limit=1',
    );
    const option = data[0]!;
    await site('/form');
    const relabelled = `Budget ${randomBytes(3).toString('hex')}`;
    await directusJson(`/items/form_options/${option.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ label: relabelled }),
    });
    try {
      await eventually('/form', (body) => body.includes(relabelled));
    } finally {
      await directusJson(`/items/form_options/${option.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ label: option.label }),
      });
    }
  });
});

describe('Directus reads depend on content changes, not on traffic', () => {
  const own = siteOfItsOwn({ SITE_RATE_LIMIT: '0' });

  const load = (path: string) =>
    fetch(`${own.web.url}${path}`, { headers: { 'User-Agent': BROWSER }, redirect: 'manual' });

  it('random addresses, short-link tokens and slugs cause no Directus read of their own', async () => {
    // Every family the site has once in its copy.
    for (const path of ['/', '/form', '/creative-services/web', '/promos/2025/6/web', '/x-warm-up', '/sitemap.xml']) {
      await load(path);
    }
    const before = own.proxy.count;
    const random = () => randomBytes(5).toString('hex');
    const paths = Array.from(
      { length: 60 },
      (_, index) =>
        [`/${random()}`, `/creative-services/${random()}`, `/creative-design-portfolio/${random()}`][index % 3]!,
    );
    const statuses = await Promise.all(paths.map(async (path) => (await load(path)).status));
    expect(statuses.every((status) => status === 404)).toBe(true);
    for (let index = 0; index < 20; index++) expect((await load('/form')).status).toBe(200);
    expect(own.proxy.count - before).toBe(0);
  });

  it('transforms an image once, then serves it from memory; a file change drops the copy', async () => {
    const { data } = await directusJson<{ data: { id: string; title: string | null }[] }>(
      '/files?filter[type][_starts_with]=image/&fields=id,title&limit=1',
    );
    const file = data[0]!;
    const image = () => load(`/media/${file.id}?w=640&q=80`);
    const first = await image();
    expect(first.status).toBe(200);
    const bytes = Buffer.from(await first.arrayBuffer());
    const assetReads = () => own.proxy.paths.filter((path) => path.startsWith('/assets/')).length;
    const before = assetReads();
    const again = await image();
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(assetReads() - before).toBe(0);
    // This site hears no change hook (it is not the stack's own): tell it as Directus would.
    await notifyChange(own.web.url, ['directus_files']);
    await image();
    expect(assetReads() - before).toBe(1);
  });

  it('keeps serving pages from its copy while Directus cannot be reached; only content it never had is a 503', async () => {
    await load('/industries');
    own.proxy.setDown(true);
    try {
      for (const path of ['/', '/industries', '/creative-services/web', '/creative-design-portfolio']) {
        const response = await load(path);
        expect(response.status, path).toBe(200);
      }
      // Nothing of the portfolio's detail pages is missing: the whole family is in the copy.
      expect((await load('/creative-design-portfolio/meridian-patient-portal')).status).toBe(200);
    } finally {
      own.proxy.setDown(false);
    }
  });
});

describe('a site that never had a copy of a family', () => {
  const own = siteOfItsOwn();

  it('answers 503 with its error page for it while Directus is down, and serves it once Directus is back', async () => {
    const home = await fetch(`${own.web.url}/`, { headers: { 'User-Agent': BROWSER } });
    expect(home.status).toBe(200);
    own.proxy.setDown(true);
    const promo = await fetch(`${own.web.url}/promos/2025/6/web`, { headers: { 'User-Agent': BROWSER } });
    expect(promo.status).toBe(503);
    expect(await promo.text()).toContain('Service Unavailable');
    expect((await fetch(`${own.web.url}/`, { headers: { 'User-Agent': BROWSER } })).status).toBe(200);
    own.proxy.setDown(false);
    // A failed read waits a few seconds before the next attempt (no read per view while down).
    await expect
      .poll(
        async () => (await fetch(`${own.web.url}/promos/2025/6/web`, { headers: { 'User-Agent': BROWSER } })).status,
        {
          timeout: 10_000,
          interval: 250,
        },
      )
      .toBe(200);
  });
});

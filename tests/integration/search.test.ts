import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { directusJson } from './directus-client';
import { BROWSER, eventually, site, siteOfItsOwn } from './site-client';

// The site search (README "Site search", docs/decisions/043-site-search.md) against the real
// Directus: an editor's new or changed content is found on the next query, the page works as
// plain HTML with a GET form, Spanish finds Spanish, and the query is never read as HTML.
// A word no content has; `tag` keeps two words of one test apart beyond the search's typo
// tolerance (two random words could be two letters apart and find each other).
const word = (tag = '') => `zq${tag}${randomBytes(4).toString('hex').replace(/\d/g, 'x')}`;
const created: string[] = [];
afterAll(async () => {
  for (const path of created) await directusJson(path, { method: 'DELETE' });
});

/** The result links of a search page, in order. */
const resultLinks = (html: string) =>
  [...html.matchAll(/<a[^>]*class="search-result__link"[^>]*href="([^"]+)"/g)].map((match) => match[1]);

describe('the search page', () => {
  it('answers a request without scripts with the results rendered, best first, in a GET form', async () => {
    const response = await site('/search?q=reputaiton');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/search"|<form[^>]*action="\/search"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="reputaiton"/);
    expect(resultLinks(html)[0]).toBe('/creative-services/reputation');
    expect(html).toContain('<mark>Reputation</mark>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('is kept in the page cache per query, and never reads the query as HTML', async () => {
    await site('/search?q=brand');
    expect((await site('/search?q=brand')).headers.get('x-cache')).toBe('HIT');
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const html = await (await site(`/search?${new URLSearchParams({ q: hostile })}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses a query too long to be one, saying so', async () => {
    const response = await site(`/search?q=${'a'.repeat(101)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Search for at most 100 characters.');
    expect(resultLinks(html)).toEqual([]);
  });

  it('finds an article of Ideas by a word of its title, typed wrong, before what only mentions it', async () => {
    const html = await (await site('/search?q=wokrshop')).text();
    expect(resultLinks(html)[0]).toBe('/creative-design-ideas/a-discovery-workshop-in-one-day');
    const spanish = await (await site('/es/search?q=pulgar')).text();
    expect(resultLinks(spanish)[0]).toBe('/es/creative-design-ideas/disenar-para-el-pulgar');
  });

  it('finds Spanish content on /es/search, at its Spanish address', async () => {
    const html = await (await site('/es/search?q=diseno%20web')).text();
    expect(resultLinks(html)[0]).toBe('/es/creative-services/diseno-web');
    expect(html).toContain('<mark>Diseño</mark>');
    expect(html).toContain('páginas encontradas para');
  });
});

describe("the header box's answer", () => {
  interface Answer {
    query: string;
    tooLong: boolean;
    total: number;
    results: { kind: string; url: string; title: { text: string; mark?: true }[] }[];
  }
  const answer = async (path: string) => {
    const response = await site(path);
    return { response, body: (await response.json()) as Answer };
  };

  it('gives the first six results and how many were found, from the index, cacheable by a CDN', async () => {
    const { response, body } = await answer('/search.json?q=reputaiton');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(body.query).toBe('reputaiton');
    expect(body.results[0]?.url).toBe('/creative-services/reputation');
    expect(body.results[0]?.title).toContainEqual({ text: 'Reputation', mark: true });
    // Never in the page cache (new queries must not push pages out of it); asked again, the same
    // answer with its entity tag, and 304 when the browser has it.
    expect(response.headers.get('x-cache')).toBeNull();
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await site('/search.json?q=reputaiton');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-cache')).toBeNull();
    expect(await again.json()).toEqual(body);
    const revalidated = await site('/search.json?q=reputaiton', { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    const broad = await answer('/search.json?q=design');
    expect(broad.body.total).toBeGreaterThan(6);
    expect(broad.body.results).toHaveLength(6);
    // The page's first six are the box's six, in the same order.
    const page = resultLinks(await (await site('/search?q=design')).text());
    expect(broad.body.results.map(({ url }) => url)).toEqual(page.slice(0, 6));
  });

  it('answers in the language of its prefix, and a prefix that is no language of the site is a 404', async () => {
    const { body } = await answer('/es/search.json?q=diseno%20web');
    expect(body.results[0]?.url).toBe('/es/creative-services/diseno-web');
    const missing = await site('/xx/search.json?q=web');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe('No such address: /xx/search.json');
  });

  it('says a query is too long or empty without searching, and keeps markup in the query as text', async () => {
    expect((await answer(`/search.json?q=${'a'.repeat(101)}`)).body).toEqual({
      query: 'a'.repeat(101),
      tooLong: true,
      total: 0,
      results: [],
    });
    expect((await answer('/search.json?q=%20%20')).body).toEqual({ query: '', tooLong: false, total: 0, results: [] });
    const hostile = '<script>alert(1)</script>';
    const response = await site(`/search.json?${new URLSearchParams({ q: hostile })}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as Answer).query).toBe(hostile);
  });

  it("finds an editor's change on the next query, as the page does", async () => {
    const { data } = await directusJson<{ data: { id: number; summary: string | null }[] }>(
      '/items/services?filter[url][_eq]=branding&fields=id,summary&limit=1',
    );
    const service = data[0]!;
    const added = word('quillfeather');
    const patch = (summary: string | null) =>
      directusJson(`/items/services/${service.id}`, { method: 'PATCH', body: JSON.stringify({ summary }) });
    // Asked before the change, and kept by the index: the change must drop the kept answer.
    expect((await answer(`/search.json?q=${added}`)).body.total).toBe(0);
    expect((await answer(`/search.json?q=${added}`)).body.total).toBe(0);
    try {
      await patch(`${service.summary} ${added}`);
      await expect
        .poll(async () => (await answer(`/search.json?q=${added}`)).body.results[0]?.url, { timeout: 15_000 })
        .toBe('/creative-services/branding');
    } finally {
      await patch(service.summary);
    }
  });
});

describe("the header box's answers against a client's limit", () => {
  const LIMIT = 6;
  const own = siteOfItsOwn({ SITE_RATE_LIMIT: String(LIMIT), SITE_RATE_LIMIT_WINDOW_SECONDS: '60' });

  const load = (path: string) => fetch(`${own.web.url}${path}`, { headers: { 'User-Agent': BROWSER } });

  it('reads nothing from Directus per query, counts each answer, and leaves cached pages to the client', async () => {
    // The site has been visited: its copy holds what the search and / need.
    expect((await load('/')).status).toBe(200);
    expect((await load('/search.json?q=brand')).status).toBe(200);
    const readsBefore = own.proxy.count;
    const statuses = [];
    for (const query of ['web', 'design', 'desgin', 'brnad'])
      statuses.push((await load(`/search.json?q=${query}`)).status);
    // The render of / and five answers spend the budget of six: the next answer is refused.
    expect(statuses).toEqual([200, 200, 200, 200]);
    const refused = await load('/search.json?q=photo');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/^Too many requests\. Please try again in \d+ seconds\.\n$/);
    expect(own.proxy.count - readsBefore).toBe(0);
    // A page from the page cache is never counted.
    expect((await load('/')).status).toBe(200);
  });
});

describe("an editor's content is found on the next query", () => {
  it('a service an editor changes, by its new words and no longer by its old ones', async () => {
    const { data } = await directusJson<{ data: { id: number; summary: string | null }[] }>(
      '/items/services?filter[url][_eq]=consulting&fields=id,summary&limit=1',
    );
    const service = data[0]!;
    const [before, after] = [word('kestrelwing'), word('marmaladejar')];
    const patch = (summary: string | null) =>
      directusJson(`/items/services/${service.id}`, { method: 'PATCH', body: JSON.stringify({ summary }) });
    try {
      await patch(`${service.summary} ${before}`);
      await eventually(`/search?q=${before}`, (html) => resultLinks(html)[0] === '/creative-services/consulting');
      // Cached now: the change below must drop it.
      expect((await site(`/search?q=${before}`)).headers.get('x-cache')).toBe('HIT');
      await patch(`${service.summary} ${after}`);
      await eventually(`/search?q=${after}`, (html) => resultLinks(html)[0] === '/creative-services/consulting');
      expect(resultLinks(await (await site(`/search?q=${before}`)).text())).toEqual([]);
    } finally {
      await patch(service.summary);
    }
  });

  it('a page an editor adds, in English and in Spanish', async () => {
    const [english, spanish] = [word('kestrelwing'), word('marmaladejar')];
    const slug = `offers/${english}`;
    const { data } = await directusJson<{ data: { id: number } }>('/items/pages', {
      method: 'POST',
      body: JSON.stringify({
        slug,
        title: `Winter ${english}`,
        status: 'published',
        translations: { es: { slug: `ofertas/${spanish}`, title: `Invierno ${spanish}` } },
      }),
    });
    created.push(`/items/pages/${data.id}`);
    await eventually(`/search?q=${english}`, (html) => resultLinks(html)[0] === `/${slug}`);
    await eventually(`/es/search?q=${spanish}`, (html) => resultLinks(html)[0] === `/es/ofertas/${spanish}`);
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, startSiteFor } from '../../scripts/lib/stack.mjs';
import { directusJson } from './directus-client';

// Every route of docs/product.md "Routes", server-rendered: status, and the CMS content in the HTML before any
// JavaScript runs. A browser user agent: crawlers get bare status codes for errors.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const get = (path: string, userAgent = BROWSER) =>
  fetch(`${inject('stack').webUrl}${path}`, { headers: { 'User-Agent': userAgent }, redirect: 'manual' });

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

async function html(path: string) {
  const response = await get(path);
  return { status: response.status, body: decode(await response.text()) };
}

interface Item {
  title?: string;
  name?: string;
  headline?: string | null;
  summary?: string | null;
  seo_title?: string | null;
}

async function published(collection: string, filter: string) {
  const { data } = await directusJson<{ data: Item[] }>(
    `/items/${collection}?filter[status][_eq]=published&${filter}&limit=1`,
  );
  if (!data[0]) throw new Error(`no published ${collection} for ${filter}`);
  return data[0];
}

/** The h1 of a page holds the headline or the name, the body its summary, the <title> its title. */
async function expectContent(path: string, item: Item) {
  const page = await html(path);
  expect(page.status, path).toBe(200);
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.body)?.[1]?.replace(/<[^>]+>/g, '');
  expect(h1, `${path} h1`).toBe(item.headline || item.name || item.title);
  if (item.summary) expect(page.body, `${path} summary`).toContain(item.summary);
  const title = /<title>([\s\S]*?)<\/title>/.exec(page.body)?.[1] ?? '';
  expect(title.length, `${path} title`).toBeGreaterThan(0);
  return page.body;
}

describe('routes render CMS content on the server', () => {
  it.each([
    ['/form', 'form'],
    ['/creative-services', 'creative-services'],
    ['/industries', 'industries'],
    ['/industries/original', 'industries-original'],
    ['/contact-info', 'contact-info'],
    ['/creative-design-ideas', 'creative-design-ideas'],
    ['/creative-partnerships', 'creative-partnerships'],
    ['/creative-design-agency', 'creative-design-agency'],
    ['/privacy', 'privacy'],
    ['/creative-design-portfolio', 'creative-design-portfolio'],
    ['/test', 'test'],
    ['/temporary', 'temporary'],
  ])('%s shows the page "%s"', async (path, slug) => {
    await expectContent(path, await published('pages', `filter[slug][_eq]=${slug}`));
  });

  it('/ shows the home page, the services and the agency name', async () => {
    const body = await expectContent('/', await published('pages', 'filter[slug][_eq]=home'));
    const service = await published('services', 'sort=sort');
    expect(body).toContain(service.name);
  });

  it('/creative-services/{url} and /old show the service', async () => {
    const service = await published('services', 'filter[url][_eq]=web');
    await expectContent('/creative-services/web', service);
    const old = await html('/creative-services/web/old');
    expect(old.status).toBe(200);
    expect(old.body).toContain(service.name!);
  });

  it('/industries/{slug} shows the industry', async () => {
    await expectContent('/industries/hospitality', await published('industries', 'filter[slug][_eq]=hospitality'));
  });

  it('/creative-design-portfolio/{slug} shows the project', async () => {
    const item = await published('portfolio_items', 'sort=sort');
    const { data } = await directusJson<{ data: { slug: string }[] }>(
      `/items/portfolio_items?filter[title][_eq]=${encodeURIComponent(item.title!)}&fields=slug`,
    );
    await expectContent(`/creative-design-portfolio/${data[0]!.slug}`, { ...item, headline: item.title });
  });

  it('/promos/2025/6/web shows the promotion', async () => {
    await expectContent('/promos/2025/6/web', await published('promos', 'filter[slug][_eq]=web'));
  });

  it('/scan-card shows the contact details and offers the vCard', async () => {
    const page = await html('/scan-card');
    expect(page.status).toBe(200);
    const { data: settings } = await directusJson<{ data: { contact_email: string } }>('/items/site_settings');
    expect(page.body).toContain(settings.contact_email);
    const card = await get('/scan-card/contact.vcf');
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toMatch(/text\/vcard/);
    const text = await card.text();
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3.0\r\n/);
    expect(text).toContain(`EMAIL;TYPE=INTERNET,WORK:${settings.contact_email}`);
  });

  it('pages carry a canonical link, Open Graph and the organisation JSON-LD', async () => {
    const { body } = await html('/creative-services/web');
    expect(body).toMatch(/<link rel="canonical" href="http[^"]+\/creative-services\/web"/);
    expect(body).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(body).toContain('"@type":"Organization"');
  });

  it('serves sitemap.xml and robots.txt from the content', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('/creative-services/web</loc>');
    expect(sitemap).toContain('/promos/2025/6/web</loc>');
    expect(sitemap).not.toContain('draft');
    expect(await (await get('/robots.txt')).text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });
});

describe('redirects and errors', () => {
  it('answers /creative-design-partnerships with a 301 to /creative-partnerships', async () => {
    const response = await get('/creative-design-partnerships');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/creative-partnerships');
  });

  it('redirects an active short link with its configured status, and 404s unknown or disabled ones', async () => {
    const card = await get('/card');
    expect(card.status).toBe(302);
    expect(card.headers.get('location')).toBe('/scan-card');
    expect((await get('/web')).status).toBe(301);
    expect((await get('/old-offer')).status).toBe(404);
    expect((await get('/no-such-link')).status).toBe(404);
  });

  it("answers unknown paths with 404 and 'Page not found: {path}'", async () => {
    const page = await html('/this/does/not-exist');
    expect(page.status).toBe(404);
    expect(page.body).toContain('Page not found: /this/does/not-exist');
    expect(page.body).toMatch(/<title>Error 404 \| [^<]+<\/title>/);
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('never shows drafts', async () => {
    for (const path of [
      '/creative-services/draft-service',
      '/industries/draft-industry',
      '/creative-design-portfolio/draft-project',
      '/draft-page',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await html('/creative-services')).body).not.toContain('Unreleased Service');
  });

  it('gives crawlers a bare status instead of the error page', async () => {
    const response = await get('/missing-page', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('404\n');
  });

  it('serves images through the site, never exposing the CMS token', async () => {
    const { data } = await directusJson<{ data: { image: string }[] }>(
      '/items/services?filter[url][_eq]=web&fields=image',
    );
    const image = await get(`/media/${data[0]!.image}?w=640&q=80`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(image.headers.get('cache-control')).toContain('max-age');
    expect((await get(`/media/${data[0]!.image}?w=12345`)).status).toBe(400);
    expect((await html('/')).body).not.toContain(inject('stack').websiteToken);
  });
});

describe('when Directus is down', () => {
  let web: { url: string; stop: () => Promise<void> };

  beforeAll(async () => {
    const deadPort = await freePort();
    web = await startSiteFor({ directusUrl: `http://127.0.0.1:${deadPort}`, websiteToken: 'x'.repeat(32) });
  });

  afterAll(() => web?.stop());

  it('answers 503 with the error page and no stack trace', async () => {
    const response = await fetch(`${web.url}/creative-services/web`, { headers: { 'User-Agent': BROWSER } });
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).toContain('Service Unavailable');
    expect(body).toContain('Try Again');
    expect(body).not.toMatch(/at .*\.js:\d+|ECONNREFUSED|node_modules/);
  });
});

describe('security headers', () => {
  const scriptSrc = (policy: string) =>
    policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';

  it('allow exactly the inline scripts of the page, by hash, also when the page comes from the cache', async () => {
    // First answer rendered (or already cached), second from the cache: the same bytes and the
    // same policy, and every executable inline script of the body is named by its hash.
    const first = await get('/creative-services/web');
    const second = await get('/creative-services/web');
    expect(second.headers.get('x-cache')).toBe('HIT');
    for (const response of [first, second]) {
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(scriptSrc(policy)).not.toContain('unsafe-inline');
      expect(scriptSrc(policy)).not.toContain('nonce-');
      // Only the admin (Live Preview, Visual Editor: DIRECTUS_PUBLIC_URL) may frame the site.
      expect(policy.split('; ')).toContain(`frame-ancestors ${new URL(inject('stack').directusUrl).origin}`);
      expect(policy).toContain("object-src 'none'");
      const body = await response.text();
      // JSON-LD is data, never run; scripts with src come from 'self'.
      const inlineScripts = [...body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !attributes!.includes('application/ld+json'),
      );
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const [, , script] of inlineScripts) {
        const hash = createHash('sha256').update(script!, 'utf8').digest('base64');
        expect(scriptSrc(policy).split(' ')).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it('send the other hardening headers on pages and static files, HSTS only over TLS', async () => {
    for (const path of ['/', '/favicon.svg']) {
      const response = await get(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      // frame-ancestors names the admin: X-Frame-Options would forbid it in older browsers only.
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  describe('behind a TLS-terminating proxy', () => {
    let web: { url: string; stop: () => Promise<void> };

    beforeAll(async () => {
      web = await startSiteFor(
        { directusUrl: inject('stack').directusUrl, websiteToken: inject('stack').websiteToken },
        { TRUST_PROXY_HOPS: '1', GTM_ID: 'GTM-TEST123' },
      );
    });

    afterAll(() => web?.stop());

    it('adds HSTS and upgrades insecure requests; a configured tag manager is allowed', async () => {
      const response = await fetch(`${web.url}/`, {
        headers: { 'User-Agent': BROWSER, 'X-Forwarded-Proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain('upgrade-insecure-requests');
      expect(scriptSrc(policy)).toContain('https://*.googletagmanager.com');
    });
  });
});

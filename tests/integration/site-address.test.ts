// The site's absolute links (sitemap, robots.txt, canonical) never come from the request's Host
// header, which any client sets: with the CMS setting empty they use SITE_URL.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSiteFor } from '../../scripts/lib/stack.mjs';
import { directusJson } from './directus-client';

const SITE_URL = 'https://www.agency.test';
const FORGED_HOST = 'evil.example';

/** GET with a forged Host header (fetch does not let a caller set Host). */
function getWithHost(base: string, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers: { Host: host, 'User-Agent': 'Mozilla/5.0' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('absolute links when the CMS has no site address', () => {
  let web: { url: string; stop: () => Promise<void> };
  let original: string | null = null;

  beforeAll(async () => {
    const { data } = await directusJson<{ data: { site_url: string | null } }>('/items/site_settings?fields=site_url');
    original = data.site_url;
    await directusJson('/items/site_settings', { method: 'PATCH', body: JSON.stringify({ site_url: null }) });
    const { directusUrl, websiteToken } = inject('stack');
    web = await startSiteFor({ directusUrl, websiteToken }, { SITE_URL, CONTENT_CACHE_TTL_SECONDS: '0' });
  });

  afterAll(async () => {
    await web?.stop();
    await directusJson('/items/site_settings', { method: 'PATCH', body: JSON.stringify({ site_url: original }) });
  });

  it('uses SITE_URL in sitemap.xml, robots.txt and canonical links, never a forged Host', async () => {
    const sitemap = await getWithHost(web.url, '/sitemap.xml', FORGED_HOST);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>${SITE_URL}/creative-services/web</loc>`);
    expect(sitemap.body).not.toContain(FORGED_HOST);

    const robots = await getWithHost(web.url, '/robots.txt', FORGED_HOST);
    expect(robots.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots.body).not.toContain(FORGED_HOST);

    const page = await getWithHost(web.url, '/creative-services/web', FORGED_HOST);
    expect(page.body).toContain(`<link rel="canonical" href="${SITE_URL}/creative-services/web"`);
    expect(page.body).not.toContain(FORGED_HOST);
  });
});

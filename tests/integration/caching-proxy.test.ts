import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCachingProxy } from '../../scripts/lib/nginx.mjs';
import { directusJson } from './directus-client';
import { removeUnlinkedAttachments } from './request-form-client';

// The caching proxy of docker compose (proxy/default.conf.template) with Debian's nginx in front
// of the test stack's web server: pages are answered from nginx's cache, an editor's change shows
// within seconds all the same, and what must not be shared is never kept.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('the caching proxy (nginx)', () => {
  let proxy: Awaited<ReturnType<typeof startCachingProxy>>;
  const through = (path: string, init: RequestInit = {}) =>
    fetch(`${proxy.url}${path}`, { ...init, headers: { 'User-Agent': BROWSER, ...(init.headers as object) } });

  beforeAll(async () => {
    proxy = await startCachingProxy({ upstream: new URL(inject('stack').webUrl).host });
  });

  afterAll(async () => {
    await removeUnlinkedAttachments();
    await proxy?.stop();
  });

  it('answers a page from its cache, with the headers the web server sent', async () => {
    const first = await through('/creative-design-ideas');
    expect(first.status).toBe(200);
    const second = await through('/creative-design-ideas');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    // No version in the Server header (server_tokens off).
    expect(second.headers.get('server')).toBe('nginx');
  });

  it('shows an editor’s change within seconds, though the page was cached', async () => {
    const { data } = await directusJson<{ data: { id: number; headline: string | null }[] }>(
      '/items/pages?filter[slug][_eq]=creative-partnerships&fields=id,headline&limit=1',
    );
    const page = data[0]!;
    await through('/creative-partnerships');
    expect((await through('/creative-partnerships')).headers.get('x-cache-status')).toBe('HIT');
    const headline = `Partners in craft ${randomBytes(3).toString('hex')}`;
    await directusJson(`/items/pages/${page.id}`, { method: 'PATCH', body: JSON.stringify({ headline }) });
    try {
      const started = Date.now();
      await expect
        .poll(async () => (await through('/creative-partnerships')).text(), { timeout: 6_000, interval: 100 })
        .toContain(headline);
      // Within the pages' shared max-age plus a revalidation.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await directusJson(`/items/pages/${page.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ headline: page.headline }),
      });
    }
  });

  it('never keeps error pages or the request-form API, and hides the change hook', async () => {
    const missing = `/missing-${randomBytes(4).toString('hex')}/x`;
    await through(missing);
    const again = await through(missing);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache-status')).not.toBe('HIT');
    await through('/api/request-form/definition');
    const definition = await through('/api/request-form/definition');
    expect(definition.headers.get('x-cache-status')).not.toBe('HIT');
    expect((await through('/__content/changed', { method: 'POST', body: '{}' })).status).toBe(404);
    for (const path of ['/__CONTENT/changed', '/__Content/changed', '/%5F_content/changed']) {
      expect((await through(path, { method: 'POST', body: '{}' })).status).toBe(404);
    }
  });

  it('lets an attachment of up to 10 MB through to the site, and stops a larger body itself', async () => {
    const { data } = (await (await through('/api/request-form/definition')).json()) as {
      data: { antiSpam: { formToken: string } };
    };
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
    const headers = { 'X-Form-Token': data.antiSpam.formToken, 'X-File-Name': 'deck.pdf' };
    const upload = await through('/api/request-form/attachments', { method: 'POST', headers, body: pdf });
    expect(upload.status).toBe(201);
    expect(((await upload.json()) as { data: { size: number } }).data.size).toBe(pdf.length);
    // Past nginx's 11 MB: refused before the site reads anything.
    const tooBig = await through('/api/request-form/attachments', {
      method: 'POST',
      headers,
      body: Buffer.alloc(12 * 1024 * 1024),
    });
    expect(tooBig.status).toBe(413);
    // Elsewhere the 1 MB limit holds.
    expect(
      (await through('/api/request-form/submit', { method: 'POST', body: Buffer.alloc(2 * 1024 * 1024) })).status,
    ).toBe(413);
  });
});

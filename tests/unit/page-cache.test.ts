import { describe, expect, it } from 'vitest';
import { clientKey, createClientLimiter } from '../../frontend/server/client-limiter.mjs';
import { PageCache, matchesEtag, pageKey } from '../../frontend/server/page-cache.mjs';

describe('the rendered-page cache', () => {
  it('keys a page by its path and the query that can change it, in any order', () => {
    expect(pageKey('/form?service=Web&class=web')).toBe(pageKey('/form?class=web&service=Web'));
    expect(pageKey('/?utm_source=mail&utm_campaign=x&gclid=1&fbclid=2&source=pwa')).toBe('/');
    expect(pageKey('/form?service=Web&utm_medium=social')).toBe('/form?service=Web');
    expect(pageKey('/form?service=Brand')).not.toBe(pageKey('/form?service=Web'));
    expect(pageKey('/industries.data')).not.toBe(pageKey('/industries'));
  });

  it('reads the whole query after the first ?, as the app does: a second ? is part of a value', () => {
    const clean = '/form?url=%2Fcreative-services%2Fconsulting&class=consulting&service=Creative+Consulting';
    const crafted = `${clean}?+call+555-0100`;
    expect(pageKey(crafted)).not.toBe(pageKey(clean));
    expect(pageKey(crafted)).toContain(
      new URLSearchParams({ service: 'Creative Consulting? call 555-0100' }).toString(),
    );
    expect(pageKey('/form.data?service=A?b')).not.toBe(pageKey('/form.data?service=A'));
  });

  it('matches If-None-Match weakly, in lists and with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });

  it('drops exactly the pages built from a changed family', () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, sharedMaxAge: 2 });
    const page = (families: string[]) => ({
      body: Buffer.from(families.join()),
      headers: { 'content-type': 'text/html' },
      families,
      scriptHashes: [],
    });
    cache.set('/', page(['site_settings', 'services', 'pages']));
    cache.set('/industries', page(['site_settings', 'industries', 'pages']));
    cache.set('/creative-services/web', page(['site_settings', 'services', 'portfolio']));
    expect(cache.dropFamilies(['services'])).toBe(2);
    expect(cache.get('/')).toBeUndefined();
    expect(cache.get('/creative-services/web')).toBeUndefined();
    expect(cache.get('/industries')).toBeDefined();
  });

  it('gives a page an entity tag of its bytes and lets shared caches keep it briefly', () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, sharedMaxAge: 2 });
    const body = Buffer.from('<p>x</p>'.repeat(400));
    const entry = cache.set('/a', { body, headers: {}, families: [], scriptHashes: [] })!;
    const same = cache.set('/b', { body, headers: {}, families: [], scriptHashes: [] })!;
    const other = cache.set('/c', { body: Buffer.from('y'), headers: {}, families: [], scriptHashes: [] })!;
    expect(entry.etag).toBe(same.etag);
    expect(other.etag).not.toBe(entry.etag);
    expect(entry.gzip!.length).toBeLessThan(body.length);
    expect(entry.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=2, stale-while-revalidate=60, stale-if-error=86400',
    );
  });

  it('keeps nothing when it has no memory', () => {
    const cache = new PageCache({ maxBytes: 0, sharedMaxAge: 2 });
    cache.set('/', { body: Buffer.from('x'), headers: {}, families: [], scriptHashes: [] });
    expect(cache.get('/')).toBeUndefined();
  });
});

describe('the per-client limit', () => {
  it('counts an IPv6 client per /64 and an IPv4 client per address', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('192.0.2.7')).not.toBe(clientKey('192.0.2.8'));
  });

  it('refuses a client past its budget with the seconds to wait, and only that client', async () => {
    const limiter = createClientLimiter({ points: 3, durationSeconds: 60 });
    for (let request = 0; request < 3; request++) expect((await limiter.consume('2001:db8::1')).allowed).toBe(true);
    const refused = await limiter.consume('2001:db8::ffff');
    if (refused.allowed) throw new Error('the fourth unit of work was allowed');
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.consume('2001:db9::1')).allowed).toBe(true);
  });
});

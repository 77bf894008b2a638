import { createServer, request, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createSearchAnswers } from '../../frontend/server/search-answers.mjs';

// The web server's way of answering the header search box (frontend/server/search-answers.mjs),
// on a real HTTP server, with answers made up here: what it answers, what it leaves to the rest
// of the server, the client's limit, entity tags, HEAD, TLS behind a proxy and its own failures.
type Answer = { status: number; body: Buffer; etag?: string; cause?: unknown };
const answer = (data: unknown, etag?: string): Answer => ({
  status: 200,
  body: Buffer.from(JSON.stringify(data)),
  ...(etag ? { etag } : {}),
});

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(options: {
  answer: (url: URL) => Promise<Answer>;
  allowed?: (address: string | undefined) => boolean;
  trustProxy?: number;
  errors?: unknown[];
}) {
  const addresses: (string | undefined)[] = [];
  const { serveSearchAnswer } = createSearchAnswers({
    isPath: (path: string) => path === '/search.json' || path === '/es/search.json',
    answer: options.answer,
    onError: (error: unknown) => options.errors?.push(error),
    limit: async (address: string | undefined) => {
      addresses.push(address);
      return (options.allowed ?? (() => true))(address) ? { allowed: true } : { allowed: false, retryAfterSeconds: 42 };
    },
    appOrigin: 'http://site.test',
    trustProxy: options.trustProxy ?? 0,
    sharedMaxAge: 2,
    headers: { tagManager: false },
  });
  server = createServer((req, res) => {
    if (!serveSearchAnswer(req, res)) res.writeHead(418).end('left to the rest');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  const call = (path: string, { method = 'GET', headers = {} as Record<string, string> } = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
      (resolve, reject) => {
        const outgoing = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        });
        outgoing.on('error', reject);
        outgoing.end();
      },
    );
  return { call, addresses };
}

describe("the header box's answers on the web server", () => {
  it('answers its addresses with JSON, an entity tag and the security headers, and leaves every other request alone', async () => {
    const asked: string[] = [];
    const { call } = await start({
      answer: async (url) => {
        asked.push(`${url.origin}${url.pathname}?${url.searchParams}`);
        return answer({ query: url.searchParams.get('q') }, 'W/"tag"');
      },
    });
    const found = await call('/es/search.json?q=dise%C3%B1o', { headers: { host: 'evil.test' } });
    expect(found.status).toBe(200);
    expect(JSON.parse(found.body)).toEqual({ query: 'diseño' });
    expect(found.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=2, stale-while-revalidate=60, stale-if-error=86400',
      etag: 'W/"tag"',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(found.headers['content-security-policy']).toContain("default-src 'self'");
    expect(found.headers['strict-transport-security']).toBeUndefined();
    // The app's own origin, never the Host the client sent.
    expect(asked).toEqual(['http://site.test/es/search.json?q=dise%C3%B1o']);
    for (const [path, method] of [
      ['/search', 'GET'],
      ['/search.jsonx?q=a', 'GET'],
      ['/SEARCH.JSON?q=a', 'GET'],
      ['/search.json?q=a', 'POST'],
    ] as const)
      expect((await call(path, { method })).status, `${method} ${path}`).toBe(418);
    expect(asked).toHaveLength(1);
  });

  it('answers 304 to a client that has the answer, and HEAD without a body', async () => {
    const { call } = await start({ answer: async () => answer({ results: [] }, 'W/"same"') });
    const revalidated = await call('/search.json?q=web', { headers: { 'if-none-match': 'W/"same"' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe('W/"same"');
    const head = await call('/search.json?q=web', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(JSON.stringify({ results: [] }).length));
  });

  it("counts every answer against the client's limit, by the address a trusted proxy gives", async () => {
    const { call, addresses } = await start({
      answer: async () => answer({ results: [] }),
      allowed: (address) => address !== '203.0.113.7',
      trustProxy: 1,
    });
    expect((await call('/search.json?q=a', { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(200);
    const refused = await call('/search.json?q=a', {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('42');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toBe('Too many requests. Please try again in 42 seconds.\n');
    // Behind a trusted proxy that speaks TLS to the visitor: HSTS, as for a page.
    expect(refused.headers['strict-transport-security']).toContain('max-age=');
    expect(addresses).toEqual(['198.51.100.1', '203.0.113.7']);
  });

  it('answers an error of its own with 500 and reports it; a search that cannot answer is a 503 that is never kept', async () => {
    const errors: unknown[] = [];
    let failing = true;
    const { call } = await start({
      answer: async () => {
        if (failing) throw new Error('broken');
        return { status: 503, body: Buffer.from('{"error":"not now"}'), cause: new Error('Directus down') };
      },
      errors,
    });
    const broken = await call('/search.json?q=a');
    expect(broken.status).toBe(500);
    expect(broken.body).toBe('Internal error\n');
    expect(errors).toEqual([new Error('broken')]);
    failing = false;
    const unavailable = await call('/search.json?q=a');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(unavailable.body)).toEqual({ error: 'not now' });
    expect(errors).toHaveLength(1);
  });
});

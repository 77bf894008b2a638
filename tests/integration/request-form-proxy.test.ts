// The site's /api/request-form/* proxy as a hostile client uses it: unknown actions, inherited
// property names, and bodies far over the endpoint's cap.
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { siteOfItsOwn } from './site-client';

const HUNDRED_MB = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

interface EarlyAnswer {
  status: number;
  body: string;
  /** Bytes of the body the client had handed to the socket when the answer came. */
  bytesSent: number;
}

/**
 * POSTs up to 100 MB to the site, in 64 KB chunks as fast as the socket takes them, and stops
 * sending as soon as an answer arrives (or the server closes the connection).
 */
function streamHugeBody(path: string, { declareLength }: { declareLength: boolean }): Promise<EarlyAnswer> {
  const url = new URL(path, inject('stack').webUrl);
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(declareLength ? { 'Content-Length': String(HUNDRED_MB) } : { 'Transfer-Encoding': 'chunked' }),
      },
    });
    req.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = bytesSent;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body, bytesSent: sentWhenAnswered });
        req.destroy();
      });
    });
    // Once answered, the server may close while the rest is still being written: expected.
    req.on('error', (error) => {
      if (!answered) reject(new Error(`no answer after ${bytesSent} bytes: ${error.message}`));
    });
    const pump = () => {
      while (!answered && bytesSent < HUNDRED_MB) {
        bytesSent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('the site forwards request-form calls only as far as the endpoint takes them', () => {
  it('answers 413 to a declared 100 MB body before it is sent', async () => {
    const answer = await streamHugeBody('/api/request-form/submit', { declareLength: true });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ extensions: { code: 'CONTENT_TOO_LARGE' } }] });
    expect(answer.bytesSent).toBeLessThan(HUNDRED_MB / 10);
  });

  it('answers 413 to a chunked 100 MB body once the cap is passed, without reading the rest', async () => {
    const answer = await streamHugeBody('/api/request-form/validate', { declareLength: false });
    expect(answer.status).toBe(413);
    expect(answer.bytesSent).toBeLessThan(HUNDRED_MB / 10);
  });

  it('answers 404 for actions it does not know, inherited property names included', async () => {
    const { webUrl } = inject('stack');
    for (const action of ['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf', 'nope']) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(`${webUrl}/api/request-form/${action}`, {
          method,
          ...(method === 'POST' ? { body: '{}', headers: { 'Content-Type': 'application/json' } } : {}),
        });
        expect(response.status, `${method} ${action}`).toBe(404);
        expect(response.headers.get('allow'), `${method} ${action}`).toBeNull();
      }
    }
    // The known actions still answer, with their method.
    expect((await fetch(`${webUrl}/api/request-form/definition`)).status).toBe(200);
    const wrongMethod = await fetch(`${webUrl}/api/request-form/definition`, { method: 'POST', body: '{}' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });
});

describe('the visitor’s address the site forwards to Directus', () => {
  // Directus behind a proxy that records what reaches it; the site behind one trusted hop.
  const own = siteOfItsOwn({ TRUST_PROXY_HOPS: '1', SITE_RATE_LIMIT: '0' });

  it('is an IPv6 client’s /64, so Directus’ per-address limits count the network once', async () => {
    for (const [visitor, expected] of [
      ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::'],
      ['2001:db8:1:2:bbbb:cccc:dddd:eeee', '2001:db8:1:2::'],
      ['198.51.100.9', '198.51.100.9'],
      ['::ffff:198.51.100.10', '198.51.100.10'],
    ] as const) {
      const before = own.proxy.forwardedFor.length;
      const response = await fetch(`${own.web.url}/api/request-form/definition`, {
        headers: { 'X-Forwarded-For': visitor },
      });
      expect(response.status).toBe(200);
      expect(own.proxy.forwardedFor.slice(before)).toEqual([expected]);
    }
  });
});

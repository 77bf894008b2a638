// Optional error reporting of the web server (frontend/server/error-reporting.mjs): off without a
// DSN; with one, an error reaches the service (here a local HTTP receiver speaking Sentry's
// envelope endpoint) without personal data.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { scrubEvent, startErrorReporting } from '../../frontend/server/error-reporting.mjs';

const received: string[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    received.push(req.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString());
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const port = (receiver.address() as AddressInfo).port;
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe('error reporting', () => {
  it('is off without a DSN: nothing is started, nothing sent', async () => {
    expect(await startErrorReporting({ dsn: undefined })).toBeNull();
    expect(await startErrorReporting({ dsn: '' })).toBeNull();
    expect(received).toEqual([]);
  });

  // The first import of the Sentry SDK can take seconds on a cold machine: a longer time limit.
  it('sends an escaped error with its request id to the DSN', { timeout: 30_000 }, async () => {
    const reporter = await startErrorReporting({ dsn: `http://publickey@127.0.0.1:${port}/7`, environment: 'test' });
    reporter!.capture(new Error('render failed for a page'), { requestId: 'req-1234abcd' });
    expect(await reporter!.flush(20_000)).toBe(true);
    const envelope = received.join('\n');
    expect(envelope).toContain('render failed for a page');
    expect(envelope).toContain('req-1234abcd');
  });

  it('strips body, cookies, headers, query string, user and breadcrumbs from every event', () => {
    const event = scrubEvent({
      request: {
        method: 'POST',
        url: 'https://agency.example/api/request-form/submit?email=ada@example.com',
        data: '{"email":"ada@example.com"}',
        cookies: { session: 'secret' },
        headers: { cookie: 'session=secret' },
      },
      user: { ip_address: '203.0.113.7', email: 'ada@example.com' },
      breadcrumbs: [{ message: 'ada@example.com' }],
    });
    expect(event).toEqual({ request: { method: 'POST', url: 'https://agency.example/api/request-form/submit' } });
  });
});

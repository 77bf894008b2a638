import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_AGENT, sendSigned } from './send';
import { verifySignature } from './signature';

// A real receiver on loopback: allowed only with allowPrivateAddresses.
interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}
const received: Received[] = [];
let answer: (res: ServerResponse) => void = (res) => res.writeHead(204).end();
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    answer(res);
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const SECRET = 'the-receivers-shared-secret';
const BODY = JSON.stringify({ event: 'request.created', request: { first_name: 'Zoë' } });
const ALLOW = { allowPrivateAddresses: true, timeoutMs: 2000 };
const REFUSE = { allowPrivateAddresses: false, timeoutMs: 2000 };

describe('one delivery attempt', () => {
  it('POSTs the JSON body with a signature the receiver can verify', async () => {
    received.length = 0;
    answer = (res) => res.writeHead(200).end('ok');
    const delivery = '0b7f4f1e-3c1a-4d7e-9a51-5f0c2b8f7e11';
    expect(await sendSigned(`${base}/hooks/lead?source=site`, SECRET, BODY, ALLOW, delivery)).toEqual({
      ok: true,
      outcome: 'answered',
      statusCode: 200,
      error: null,
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.body).toBe(BODY);
    expect(request!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request!.headers['user-agent']).toBe(USER_AGENT);
    // The same at every attempt of the delivery: the receiver's key to take a lead once.
    expect(request!.headers['x-webhook-delivery']).toBe(delivery);
    const sent = {
      timestamp: request!.headers['x-webhook-timestamp'] as string,
      signature: request!.headers['x-webhook-signature'] as string,
      body: request!.body,
    };
    expect(verifySignature(SECRET, sent)).toBe(true);
    expect(verifySignature('another-secret-entirely', sent)).toBe(false);
  });

  it("fails on any answer but 2xx, with the status and the start of the receiver's answer", async () => {
    answer = (res) => res.writeHead(500, 'Internal Server Error').end('database is down');
    expect(await sendSigned(base, SECRET, BODY, ALLOW)).toEqual({
      ok: false,
      outcome: 'answered',
      statusCode: 500,
      error: 'The receiver answered 500 Internal Server Error: database is down',
    });
    answer = (res) => res.writeHead(301, { Location: 'http://169.254.169.254/' }).end();
    const redirected = await sendSigned(base, SECRET, BODY, ALLOW);
    expect(redirected).toMatchObject({ ok: false, outcome: 'answered', statusCode: 301 });
    expect(redirected.error).toMatch('redirects are not followed');
  });

  it('gives up on an attempt that takes longer than the time limit', async () => {
    answer = (res) => setTimeout(() => res.writeHead(200).end(), 1500);
    expect(await sendSigned(base, SECRET, BODY, { ...ALLOW, timeoutMs: 300 })).toEqual({
      ok: false,
      outcome: 'no-answer',
      statusCode: null,
      error: 'The receiver did not answer within 0.3 seconds.',
    });
  });

  it('refuses loopback, by address or by name, without sending anything', async () => {
    received.length = 0;
    answer = (res) => res.writeHead(204).end();
    const byAddress = await sendSigned(base, SECRET, BODY, REFUSE);
    expect(byAddress).toMatchObject({ ok: false, outcome: 'address-refused', statusCode: null });
    expect(byAddress.error).toMatch('The webhook address is refused: 127.0.0.1 is a loopback address.');
    const byName = await sendSigned(base.replace('127.0.0.1', 'localhost'), SECRET, BODY, REFUSE);
    expect(byName.error).toMatch(
      /The webhook address is refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address/,
    );
    expect(await sendSigned('file:///etc/passwd', SECRET, BODY, REFUSE)).toMatchObject({
      ok: false,
      outcome: 'address-refused',
      error: 'The webhook address must start with https:// (or http://).',
    });
    expect(received).toEqual([]);
  });

  it('says so when the receiver cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await sendSigned(`http://127.0.0.1:${port}/`, SECRET, BODY, ALLOW)).toEqual({
      ok: false,
      outcome: 'no-answer',
      statusCode: null,
      error: 'The receiver could not be reached (ECONNREFUSED).',
    });
  });
});

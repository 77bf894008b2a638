// The web server's log, as an operator and a log collector read it: one JSON line per request
// with its id, method, path, status, duration, client address and cache outcome; probes only at
// debug level; and nothing a prospect typed (name, e-mail, company) in any line, even during a
// submit through the site (README "Operations").
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startCountingProxy } from '../../scripts/lib/counting-proxy.mjs';
import { freePort, startWeb } from '../../scripts/lib/stack.mjs';
import { backdatedFormToken, validRequest } from './request-form-client';

interface LogLine {
  level: string;
  time: string;
  service: string;
  msg: string;
  id?: string;
  req?: { method: string; path: string };
  res?: { status: number };
  ms?: number;
  client?: string;
  cache?: string;
}

let site: { url: string; child: ChildProcess; stop: () => Promise<void> };
// Between the site and Directus: tells which request ids reached Directus.
let directus: Awaited<ReturnType<typeof startCountingProxy>>;
const output: string[] = [];
const lines = () =>
  output
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
const requestLine = (id: string) => lines().find((line) => line.id === id && line.msg === 'request');

beforeAll(async () => {
  const stack = inject('stack');
  const port = await freePort();
  directus = await startCountingProxy(stack.directusUrl);
  site = await startWeb(
    {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DIRECTUS_URL: directus.url,
      WEBSITE_API_TOKEN: stack.websiteToken,
      SITE_RATE_LIMIT: '0',
      LOG_LEVEL: 'info',
    },
    { output: 'pipe' },
  );
  site.child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  site.child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
});

afterAll(async () => {
  await site?.stop();
  await directus?.stop();
});

/** Waits until the line of the response with this id is written (pino writes after the response). */
async function lineOf(response: Response) {
  const id = response.headers.get('x-request-id');
  expect(id).toMatch(/^[\w.:-]{8,128}$/);
  await vi.waitFor(() => expect(requestLine(id!)).toBeDefined(), { timeout: 2_000, interval: 50 }).catch(() => {});
  const line = requestLine(id!);
  expect(line, `log line of ${id}`).toBeDefined();
  return line!;
}

describe('web server log', () => {
  it('writes only JSON lines, one per request, with id, path, status, duration, client and cache', async () => {
    const miss = await fetch(`${site.url}/creative-services/web?utm_source=newsletter`);
    const hit = await fetch(`${site.url}/creative-services/web`);
    const missing = await fetch(`${site.url}/no-such-page-${randomUUID().slice(0, 6)}`);
    expect([miss.status, hit.status, missing.status]).toEqual([200, 200, 404]);
    const first = await lineOf(miss);
    expect(first).toMatchObject({
      level: 'info',
      service: 'web',
      req: { method: 'GET', path: '/creative-services/web' },
      res: { status: 200 },
      client: '127.0.0.1',
      cache: 'miss',
    });
    expect(first.ms).toEqual(expect.any(Number));
    expect(new Date(first.time).toString()).not.toBe('Invalid Date');
    expect(await lineOf(hit)).toMatchObject({ cache: 'hit', res: { status: 200 } });
    expect(await lineOf(missing)).toMatchObject({ res: { status: 404 } });
    // The query string (campaign tags, anything a link carried) stays out of the log.
    expect(output.join('')).not.toContain('utm_source');
  });

  it('keeps a request id a trusted proxy sent, and makes its own otherwise', async () => {
    const offered = `edge-${randomUUID()}`;
    const response = await fetch(`${site.url}/healthz`, { headers: { 'X-Request-Id': offered } });
    // No proxy is trusted here (TRUST_PROXY_HOPS=0): a client cannot choose its id.
    expect(response.headers.get('x-request-id')).not.toBe(offered);
  });

  it('logs probes at debug level only', async () => {
    const before = lines().length;
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
    // Lines are written in the order of the responses: once a later request's line is there, a
    // probe's would be too.
    await lineOf(await fetch(`${site.url}/creative-services`));
    expect(
      lines()
        .slice(before)
        .filter((line) => /^\/(healthz|readyz)/.test(line.req?.path ?? '')),
    ).toEqual([]);
  });

  it('writes nothing a prospect typed during a submit', async () => {
    const secret = randomUUID().slice(0, 8);
    const person = {
      first_name: `Zenobia${secret}`,
      last_name: `Quarterfield${secret}`,
      email: `zenobia.${secret}@example.org`,
      company: `Quarterfield Works ${secret}`,
      phone: '+1 555 0199',
    };
    const token = backdatedFormToken();
    const response = await fetch(`${site.url}/api/request-form/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify(validRequest(token, person)),
    });
    expect(response.status).toBe(201);
    const line = await lineOf(response);
    expect(line).toMatchObject({ req: { method: 'POST', path: '/api/request-form/submit' } });
    // One id in both logs: the site forwarded its request id with the submit.
    expect(directus.requestIds).toContain(line.id);
    const log = output.join('').toLowerCase();
    for (const value of Object.values(person)) expect(log).not.toContain(value.toLowerCase());
    expect(log).not.toContain(secret);
  });
});

import { describe, expect, it } from 'vitest';
import { createDirectusClient, DirectusError } from './directus.server';

/** A client whose calls are kept, answered with `answer`. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const directus = createDirectusClient({
    url: 'http://cms.test',
    token: 'the-website-token',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init });
      return answer();
    },
  });
  return { directus, calls };
}

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

describe("the site's fetch wrapper for Directus", () => {
  it('sends the token only when asked, and the visitor as X-Forwarded-For', async () => {
    const { directus, calls } = clientAnswering(() => new Response('ok'));
    await directus.fetch('/request-form/validate', {
      method: 'POST',
      headers: new Headers({ 'content-type': 'application/json' }),
      visitor: '203.0.113.9',
    });
    await directus.fetch('/assets/abc', { query: new URLSearchParams({ width: '400' }), token: true });
    expect(calls.map(({ url }) => url)).toEqual([
      'http://cms.test/request-form/validate',
      'http://cms.test/assets/abc?width=400',
    ]);
    const [form, asset] = calls.map(({ init }) => headersOf(init));
    expect(calls[0]?.init?.method).toBe('POST');
    expect(form?.get('authorization')).toBeNull();
    expect(form?.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(form?.get('content-type')).toBe('application/json');
    expect(asset?.get('authorization')).toBe('Bearer the-website-token');
    expect(asset?.get('x-forwarded-for')).toBeNull();
  });

  it('gives any answer back as it is, and throws DirectusError without a status when there is none', async () => {
    const { directus } = clientAnswering(() => new Response('gone', { status: 404 }));
    expect((await directus.fetch('/assets/abc')).status).toBe(404);
    const down = createDirectusClient({
      url: 'http://cms.test',
      token: 't',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await down.fetch('/server/ping').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DirectusError);
    expect(error).toMatchObject({ status: null, message: 'No answer from Directus to /server/ping: fetch failed' });
  });

  it('checks a JSON answer with its parser, and throws DirectusError with the status of any other answer', async () => {
    const { directus } = clientAnswering(() => Response.json({ data: { id: 7 } }));
    const id = await directus.json('/items/pages/7', {}, (body) =>
      typeof body === 'object' && body !== null && 'data' in body ? body.data : null,
    );
    expect(id).toEqual({ id: 7 });
    const refused = clientAnswering(() => Response.json({ errors: [] }, { status: 403 })).directus;
    await expect(refused.json('/items/pages/7', {}, () => null)).rejects.toMatchObject({
      name: 'DirectusError',
      status: 403,
    });
  });

  it('stops a call at its timeout or when the caller gives up', async () => {
    const { directus, calls } = clientAnswering(() => new Response('ok'));
    const caller = new AbortController();
    await directus.fetch('/request-form/definition', { timeoutMs: 10_000 });
    await directus.fetch('/assets/abc', { signal: caller.signal, timeoutMs: 10_000 });
    await directus.fetch('/assets/abc');
    const [timed, both, none] = calls.map(({ init }) => init?.signal);
    expect(timed).toBeInstanceOf(AbortSignal);
    expect(none).toBeUndefined();
    caller.abort();
    expect(both?.aborted).toBe(true);
    expect(timed?.aborted).toBe(false);
  });
});

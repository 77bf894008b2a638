import { afterAll, beforeAll, inject, vi } from 'vitest';
import { startCountingProxy } from '../../scripts/lib/counting-proxy.mjs';
import { startSiteFor } from '../../scripts/lib/stack.mjs';

// Requests to the integration stack's web server, as a browser would send them (no redirect
// followed, so a test sees the 301 or 302 itself).
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

export const site = (path: string, init: RequestInit = {}) =>
  fetch(`${inject('stack').webUrl}${path}`, {
    ...init,
    redirect: 'manual',
    headers: { 'User-Agent': BROWSER, ...(init.headers as Record<string, string>) },
  });

/**
 * Loads `path` until `expected` holds: Directus' change hook tells the web server about a change
 * asynchronously (README "The read path"). Fails after `withinMs`.
 */
export async function eventually(
  path: string,
  expected: (body: string, response: Response) => boolean,
  withinMs = 3_000,
): Promise<{ body: string; response: Response; elapsed: number }> {
  const started = Date.now();
  return vi.waitFor(
    async () => {
      const response = await site(path);
      const body = await response.text();
      if (!expected(body, response))
        throw new Error(`${path} answered ${response.status} and did not change within ${withinMs} ms`);
      return { body, response, elapsed: Date.now() - started };
    },
    { timeout: withinMs, interval: 100 },
  );
}

/**
 * A web server of a describe block's own, with `env`, reading Directus through a proxy that
 * counts (and can cut) what reaches it: started before the block's tests, stopped after them.
 */
export function siteOfItsOwn(env: Record<string, string> = {}) {
  const own = {} as {
    proxy: Awaited<ReturnType<typeof startCountingProxy>>;
    web: Awaited<ReturnType<typeof startSiteFor>>;
  };
  beforeAll(async () => {
    own.proxy = await startCountingProxy(inject('stack').directusUrl);
    own.web = await startSiteFor({ directusUrl: own.proxy.url, websiteToken: inject('stack').websiteToken }, env);
  });
  afterAll(async () => {
    await own.web?.stop();
    await own.proxy?.stop();
  });
  return own;
}

import { inject, vi } from 'vitest';

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

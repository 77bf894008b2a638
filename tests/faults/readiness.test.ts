// /readyz tells the truth: ready with the content copy and Directus; degraded (still 200, pages
// served from the copy) while Directus is stopped; unavailable (503) for a web server that never
// had a copy; ready again once Directus is back. /healthz stays 200 throughout (README "Operations").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDirectus, startSiteFor } from '../../scripts/lib/stack.mjs';
import { startTestStack } from '../../scripts/lib/test-stack.mjs';

interface Readiness {
  status: 'ready' | 'degraded' | 'unavailable';
  degraded: string[];
  checks: { content: { ok: boolean; families: string }; directus: { ok: boolean; error?: string } };
}

type Server = Awaited<ReturnType<typeof startSiteFor>>;

async function readyz(url: string) {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as Readiness };
}

/** Polls /readyz (bounded) until `want` holds; returns the last answer. */
async function until(url: string, want: (answer: Awaited<ReturnType<typeof readyz>>) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let answer = await readyz(url);
  while (!want(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    answer = await readyz(url);
  }
  return answer;
}

describe('readiness follows Directus', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  const started: Server[] = [];

  beforeAll(async () => {
    stack = await startTestStack('sqlite');
  });
  afterAll(async () => {
    for (const server of started.reverse()) await server.stop();
    await stack?.stop();
  });

  it('is ready with the content copy and Directus', async () => {
    const answer = await until(stack.webUrl!, (a) => a.body.status === 'ready');
    expect(answer.status).toBe(200);
    expect(answer.body.degraded).toEqual([]);
    expect(answer.body.checks.content.ok).toBe(true);
    expect(answer.body.checks.directus.ok).toBe(true);
  });

  it('is degraded while Directus is stopped, and keeps serving pages from its copy', async () => {
    await stack.directus.stop();
    const answer = await until(stack.webUrl!, (a) => a.body.status !== 'ready');
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('degraded');
    expect(answer.body.degraded).toEqual(['directus']);
    expect(answer.body.checks.content.ok).toBe(true);
    expect((await fetch(`${stack.webUrl}/creative-services`)).status).toBe(200);
    expect((await fetch(`${stack.webUrl}/healthz`)).status).toBe(200);
  });

  it('is unavailable for a web server that never had a copy', async () => {
    const fresh = await startSiteFor(
      { directusUrl: stack.directusUrl, websiteToken: stack.cmsEnv.WEBSITE_API_TOKEN! },
      { SITE_RATE_LIMIT: '0' },
    );
    started.push(fresh);
    const answer = await readyz(fresh.url);
    expect(answer.status).toBe(503);
    expect(answer.body.status).toBe('unavailable');
    expect(answer.body.checks.content.ok).toBe(false);
    expect((await fetch(`${fresh.url}/healthz`)).status).toBe(200);
  });

  it('is ready again once Directus is back, on every web server', async () => {
    const fresh = started[0]!;
    started.push(await startDirectus(stack.cmsEnv, { output: 'ignore' }));
    for (const url of [stack.webUrl!, fresh.url]) {
      const answer = await until(url, (a) => a.body.status === 'ready');
      expect(answer.status, url).toBe(200);
      expect(answer.body.status, url).toBe('ready');
    }
  });
});

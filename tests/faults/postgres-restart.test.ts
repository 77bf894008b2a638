// PostgreSQL stopped for a few seconds under traffic (site pages and submissions), then started
// again. Directus must recover by itself (the same process; submissions succeed again within a
// bounded time), answering submissions meanwhile with 503 + Retry-After, and the web server must
// answer its 503 error page meanwhile, never a stack trace.
// The server is a private one (private-postgres.ts), never the machine's.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteFor } from '../../scripts/lib/stack.mjs';
import type { startTestStack as StartTestStack } from '../../scripts/lib/test-stack.mjs';
import { connect } from '../integration/database-fingerprint.mjs';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { fetchFormToken, newKey, randomClientIp, sleep, submit, validRequest, waitFor } from './request-traffic';

const binDir = postgresBinDir();
const PAGES = ['/', '/creative-services/web', '/creative-design-portfolio/meridian-patient-portal'];
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
};
const HEALTHY_MS = 3_000;
const OUTAGE_MS = 5_000;
const RECOVERY_LIMIT_MS = 30_000;
const MAX_SAMPLES = 3_000;
// What a leaked error looks like: a stack frame, a module path, a driver error name.
const STACK_TRACE =
  /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|\/)[^\s)"]+:\d+:\d+|node_modules|ECONNREFUSED|KnexTimeoutError|\b(?:TypeError|ReferenceError)\b/;

interface Sample {
  kind: 'page' | 'submit';
  sentAt: number;
  answeredAt: number;
  status: number;
  /** Kept for answers other than 200/201 only. */
  body?: string;
  key?: string;
  retryAfter?: string | null;
}

// Skipped on a machine without PostgreSQL's server binaries; with CI=true that is a failure.
describe.skipIf(!binDir && !process.env.CI)('PostgreSQL restarted during traffic', () => {
  let postgres: PrivatePostgres;
  let stack: Awaited<ReturnType<typeof StartTestStack>>;
  let web: Awaited<ReturnType<typeof startSiteFor>>;

  beforeAll(async () => {
    if (!binDir) throw new Error('needs the PostgreSQL server binaries (initdb, pg_ctl): set PG_BIN_DIR');
    postgres = await startPrivatePostgres(binDir);
    // test-stack.mjs reads TEST_PG_URL when it is first imported (in this file's own module graph).
    const previous = process.env.TEST_PG_URL;
    process.env.TEST_PG_URL = postgres.url;
    const { startTestStack } = await import('../../scripts/lib/test-stack.mjs');
    if (previous === undefined) delete process.env.TEST_PG_URL;
    else process.env.TEST_PG_URL = previous;
    stack = await startTestStack('postgres', { web: false, extraEnv: { REQUEST_FORM_MIN_FILL_SECONDS: '0' } });
    if (stack.cmsEnv.DB_PORT !== new URL(postgres.url).port) {
      throw new Error('test-stack.mjs was loaded before TEST_PG_URL was set: run the fault tests isolated');
    }
    // No content copy: every page view reads Directus, so the outage shows on every page (with a
    // copy, pages stay up: tests/integration/read-path.test.ts). One client browses: no limit.
    web = await startSiteFor(
      { directusUrl: stack.directusUrl, websiteToken: stack.cmsEnv.WEBSITE_API_TOKEN },
      { CONTENT_CACHE_TTL_SECONDS: '0', SITE_RATE_LIMIT: '0' },
    );
  });

  afterAll(async () => {
    await web?.stop();
    if (stack) {
      await postgres.start(); // when the test stopped in the outage: the stack drops its database
      await stack.stop();
    }
    await postgres?.destroy();
  });

  it('Directus recovers by itself; the site shows its 503 page meanwhile, never a stack trace', async () => {
    const token = await fetchFormToken(stack.directusUrl);
    const samples: Sample[] = [];
    let running = true;
    const keep = () => running && samples.length < MAX_SAMPLES;

    async function browse(offset: number) {
      for (let index = offset; keep(); index += 1) {
        const sentAt = Date.now();
        let sample: Sample;
        try {
          const response = await fetch(`${web.url}${PAGES[index % PAGES.length]}`, {
            headers: BROWSER,
            signal: AbortSignal.timeout(20_000),
          });
          const body = await response.text();
          sample = { kind: 'page', sentAt, answeredAt: Date.now(), status: response.status };
          if (response.status !== 200) sample.body = body;
        } catch (error) {
          sample = { kind: 'page', sentAt, answeredAt: Date.now(), status: 0, body: String(error) };
        }
        samples.push(sample);
        await sleep(100);
      }
    }
    async function send() {
      while (keep()) {
        const key = newKey();
        const sentAt = Date.now();
        const answer = await submit(stack.directusUrl, validRequest(token), {
          key,
          ip: randomClientIp(),
          timeoutMs: 20_000,
        });
        samples.push({
          kind: 'submit',
          sentAt,
          answeredAt: Date.now(),
          status: answer.status,
          key,
          ...(answer.status === 201 ? {} : { body: answer.body, retryAfter: answer.retryAfter }),
        });
        await sleep(200);
      }
    }
    const traffic = Promise.all([browse(0), browse(1), send()]);

    await sleep(HEALTHY_MS);
    await postgres.stop();
    const downAt = Date.now();
    await sleep(OUTAGE_MS);
    const upFrom = Date.now();
    await postgres.start();
    const upAt = Date.now();
    const recovered = await waitFor(
      'a stored submission and a 200 page after the restart',
      async () => {
        const after = samples.filter((sample) => sample.sentAt >= upAt);
        const submitted = after.find((sample) => sample.kind === 'submit' && sample.status === 201);
        const page = after.find((sample) => sample.kind === 'page' && sample.status === 200);
        return submitted && page ? Math.max(submitted.answeredAt, page.answeredAt) - upAt : undefined;
      },
      { timeoutMs: RECOVERY_LIMIT_MS * 2 },
    );
    await sleep(1_000);
    running = false;
    await traffic;

    const pages = samples.filter((sample) => sample.kind === 'page');
    const submits = samples.filter((sample) => sample.kind === 'submit');
    const before = samples.filter((sample) => sample.answeredAt < downAt - 1_000);
    const duringOutage = pages.filter((sample) => sample.sentAt >= downAt && sample.answeredAt <= upFrom);
    console.log(
      `${pages.length} page views, ${submits.length} submissions; outage ${((upAt - downAt) / 1000).toFixed(1)} s; ` +
        `recovered ${(recovered / 1000).toFixed(1)} s after PostgreSQL was back; ` +
        `page statuses ${JSON.stringify(countBy(pages))}, submit statuses ${JSON.stringify(countBy(submits))}`,
    );

    // The same Directus process as before the outage: nobody restarted it.
    const directus = stack.directus.child as ChildProcess;
    expect(directus.exitCode).toBeNull();
    expect(directus.signalCode).toBeNull();
    expect(recovered).toBeLessThan(RECOVERY_LIMIT_MS);
    // Healthy before the outage.
    expect(before.filter((sample) => sample.status !== (sample.kind === 'page' ? 200 : 201))).toEqual([]);
    // The web server: the page or its 503 page, nothing else; the 503 page during the outage.
    expect(pages.filter((sample) => sample.status !== 200 && sample.status !== 503)).toEqual([]);
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(duringOutage.filter((sample) => sample.status !== 503)).toEqual([]);
    for (const sample of pages.filter((page) => page.status === 503)) {
      expect(sample.body).toContain('Service Unavailable');
      expect(sample.body).toMatch(/<title>Error 503 \| [^<]+<\/title>/);
      expect(sample.body).toContain('noindex');
      expect(sample.body).not.toMatch(STACK_TRACE);
    }
    // Directus: "try again" while the database is away (503 with Retry-After, never a 500), in
    // its error shape, without a trace.
    for (const sample of submits.filter((answer) => answer.status !== 201)) {
      expect(sample.status, sample.body).toBe(503);
      expect(Number(sample.retryAfter)).toBeGreaterThan(0);
      expect(sample.body).toMatch(/^\{"errors":\[/);
      expect(sample.body).not.toMatch(STACK_TRACE);
    }

    // Every 201 is stored.
    const accepted = submits.filter((sample) => sample.status === 201).map((sample) => sample.key!);
    const db = connect(stack.cmsEnv);
    try {
      const stored = await db('requests').whereIn('idempotency_key', accepted).count({ count: '*' });
      expect(Number(stored[0]?.count)).toBe(accepted.length);
    } finally {
      await db.destroy();
    }
  });
});

function countBy(samples: Sample[]) {
  const counts: Record<number, number> = {};
  for (const sample of samples) counts[sample.status] = (counts[sample.status] ?? 0) + 1;
  return counts;
}

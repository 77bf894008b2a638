// PostgreSQL going away under the request form and the site, on one private PostgreSQL server
// (private-postgres.ts: its own initdb, port and socket, never the machine's) that both cases
// share, with stacks copied from a template made once on it (docs/decisions/025-test-stacks-and-step-graph.md):
// - database unavailable: the request-form endpoint while its database cannot be reached answers
//   "try again" in Directus' error shape, 503 with Retry-After, never a 500; and once the server
//   is back, the same request goes through. (A SQLite file is opened by Directus itself and
//   cannot be "unreachable" in this sense; that case does not apply.)
// - restart: PostgreSQL stopped for a few seconds under traffic (site pages and submissions), then
//   started again. Directus must recover by itself (the same process; submissions succeed again
//   within a bounded time), answering submissions meanwhile with 503 + Retry-After, and the web
//   server must answer its 503 error page meanwhile, never a stack trace.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteFor } from '../../scripts/lib/stack.mjs';
import type { startTestStack as StartTestStack } from '../../scripts/lib/test-stack.mjs';
import { connect } from '../integration/database-fingerprint.mjs';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { fetchFormToken, newKey, randomClientIp, submit, validRequest } from '../../scripts/lib/form-client.mjs';
import { sleep, waitFor } from './request-traffic';

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

type Stack = Awaited<ReturnType<typeof StartTestStack>>;

// Skipped on a machine without PostgreSQL's server binaries; with CI=true that is a failure.
describe.skipIf(!binDir && !process.env.CI)('PostgreSQL unavailable (a private server)', () => {
  let postgres: PrivatePostgres;
  let startTestStack: typeof StartTestStack;
  const templates = mkdtempSync(path.join(tmpdir(), 'agency-faults-pg-templates-'));

  /** A stack on the private server (a copy of its template), as both cases run it. */
  async function startStack(): Promise<Stack> {
    const stack = await startTestStack('postgres', { web: false, extraEnv: { REQUEST_FORM_MIN_FILL_SECONDS: '0' } });
    if (stack.cmsEnv.DB_PORT !== new URL(postgres.url).port) {
      await stack.stop();
      throw new Error('test-stack.mjs was loaded before TEST_PG_URL was set: run the fault tests isolated');
    }
    return stack;
  }

  beforeAll(async () => {
    if (!binDir) throw new Error('needs the PostgreSQL server binaries (initdb, pg_ctl): set PG_BIN_DIR');
    postgres = await startPrivatePostgres(binDir);
    // test-stack.mjs and test-template.mjs read TEST_PG_URL and the template folder when they are
    // first imported (in this file's own module graph): the private server's template is kept
    // in a folder of this file's, removed with the server.
    const previous = { url: process.env.TEST_PG_URL, cache: process.env.AGENCY_TEST_DB_CACHE };
    process.env.TEST_PG_URL = postgres.url;
    process.env.AGENCY_TEST_DB_CACHE = templates;
    ({ startTestStack } = await import('../../scripts/lib/test-stack.mjs'));
    for (const [name, value] of [
      ['TEST_PG_URL', previous.url],
      ['AGENCY_TEST_DB_CACHE', previous.cache],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  afterAll(async () => {
    await postgres?.destroy();
    rmSync(templates, { recursive: true, force: true });
  });

  describe('request form with the database unreachable', () => {
    let stack: Stack;

    beforeAll(async () => {
      stack = await startStack();
    });

    afterAll(async () => {
      if (stack) {
        await postgres.start(); // the stack drops its database
        await stack.stop();
      }
    });

    it('answers 503 with Retry-After from /submit, never 500 from /validate, then stores the retried request', async () => {
      const token = await fetchFormToken(stack.directusUrl);
      const body = validRequest(token);
      const key = newKey();
      const ip = randomClientIp();
      await postgres.stop();
      try {
        // Each a few times: the first calls meet the pool's dead connections, later ones a refused connect.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const answer = await submit(stack.directusUrl, body, { key, ip, timeoutMs: 30_000 });
          expect(answer.status, answer.body).toBe(503);
          expect(Number(answer.retryAfter)).toBeGreaterThan(0);
          expect(JSON.parse(answer.body)).toMatchObject({
            errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
          });

          const validate = await fetch(`${stack.directusUrl}/request-form/validate`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
            body: JSON.stringify({ step: 2, values: { budget: 'Less than $20,000' } }),
            signal: AbortSignal.timeout(30_000),
          });
          const text = await validate.text();
          // /validate reads only the option lists, which the endpoint keeps in memory once read: it
          // answers the step as usual (400, the step's messages); without that copy, 503. Never 500.
          expect([400, 503], text).toContain(validate.status);
          if (validate.status === 503) {
            expect(Number(validate.headers.get('retry-after'))).toBeGreaterThan(0);
            expect(JSON.parse(text)).toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
          } else {
            const { errors } = JSON.parse(text) as { errors: { extensions: { code: string } }[] };
            expect(errors.length).toBeGreaterThan(0);
            expect(errors.every((error) => error.extensions.code === 'FAILED_VALIDATION')).toBe(true);
          }
        }
      } finally {
        await postgres.start();
      }
      // The visitor's retry (same key, same body) goes through once the database is back.
      const stored = await waitFor(
        'a 201 for the retried request',
        async () => {
          const answer = await submit(stack.directusUrl, body, { key, ip, timeoutMs: 30_000 });
          return answer.status === 201 ? answer : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 1_000 },
      );
      expect(stored.id).toBeTruthy();
    });
  });

  describe('PostgreSQL restarted during traffic', () => {
    let stack: Stack;
    let web: Awaited<ReturnType<typeof startSiteFor>>;

    beforeAll(async () => {
      stack = await startStack();
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
});

function countBy(samples: Sample[]) {
  const counts: Record<number, number> = {};
  for (const sample of samples) counts[sample.status] = (counts[sample.status] ?? 0) + 1;
  return counts;
}

// The request-form endpoint while its database cannot be reached (a private PostgreSQL server,
// stopped): "try again" in Directus' error shape, 503 with Retry-After, never a 500; and once the
// server is back, the same request goes through. (A SQLite file is opened by Directus itself and
// cannot be "unreachable" in this sense; that case does not apply.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { startTestStack as StartTestStack } from '../../scripts/lib/test-stack.mjs';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { fetchFormToken, newKey, randomClientIp, submit, validRequest, waitFor } from './request-traffic';

const binDir = postgresBinDir();

// Skipped on a machine without PostgreSQL's server binaries; with CI=true that is a failure.
describe.skipIf(!binDir && !process.env.CI)('request form with the database unreachable', () => {
  let postgres: PrivatePostgres;
  let stack: Awaited<ReturnType<typeof StartTestStack>>;

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
  });

  afterAll(async () => {
    if (stack) {
      await postgres.start(); // the stack drops its database
      await stack.stop();
    }
    await postgres?.destroy();
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

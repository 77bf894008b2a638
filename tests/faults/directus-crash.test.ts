// kill -9 of Directus while a burst of submissions is in flight, then a restart on the same
// database; every client retries with its own Idempotency-Key until it gets a 201. Every request
// that got a 201 must be stored, and no key stored twice (the unique idempotency_key column and
// the replay in extensions/request-form/src/endpoint/submit-request.ts).
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDirectus } from '../../scripts/lib/stack.mjs';
import { connect } from '../integration/database-fingerprint.mjs';
import { postgresReachable, startTestStack } from '../../scripts/lib/test-stack.mjs';
import { fetchFormToken, newKey, randomClientIp, submit, validRequest } from '../../scripts/lib/form-client.mjs';
import { sleep, submitUntilStored, waitFor, type RetryingClient } from './request-traffic';

const kind = (await postgresReachable()) ? 'postgres' : 'sqlite';
const BURST = 40;
const KILL_AFTER_ANSWERS = 5;
const CLIENT_DEADLINE_MS = 90_000;
const MAX_ATTEMPTS = 200;

type Client = RetryingClient;

describe(`Directus killed (SIGKILL) during a burst of submissions, on ${kind}`, () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let restarted: Awaited<ReturnType<typeof startDirectus>> | undefined;

  beforeAll(async () => {
    stack = await startTestStack(kind, {
      web: false,
      // Retries must not run into the per-address limit; nothing is spam.
      extraEnv: { REQUEST_FORM_SUBMIT_LIMIT: '0', REQUEST_FORM_MIN_FILL_SECONDS: '0' },
    });
  });
  afterAll(async () => {
    await restarted?.stop();
    await stack?.stop();
  });

  it('stores every request that got a 201, and each Idempotency-Key once', async () => {
    // A form token per client, as each visitor's opening of the form gives one (a token is good
    // for one request).
    const tokens = await Promise.all(Array.from({ length: BURST }, () => fetchFormToken(stack.directusUrl)));
    const clients: Client[] = tokens.map((token) => ({
      key: newKey(),
      ip: randomClientIp(),
      body: validRequest(token),
      statuses: [],
      pending: false,
    }));
    const unexpected: string[] = [];

    // A client as a browser with a retry policy plays it.
    const play = (client: Client) =>
      submitUntilStored(stack.directusUrl, client, unexpected, {
        deadlineMs: CLIENT_DEADLINE_MS,
        retryAfterMs: 200,
        maxAttempts: MAX_ATTEMPTS,
      });

    const burst = Promise.all(clients.map(play));
    const answered = () => clients.filter((client) => client.id).length;
    await waitFor('the first answers of the burst', async () => (answered() >= KILL_AFTER_ANSWERS ? true : undefined), {
      timeoutMs: 60_000,
      intervalMs: 5,
    });
    const inFlightAtKill = clients.filter((client) => client.pending).length;
    const killedAt = Date.now();
    // stack.mjs infers the child's type from spawn() with a variable stdio: the plain process.
    const directus = stack.directus.child as ChildProcess;
    directus.kill('SIGKILL');
    await stack.directus.exited;
    expect(directus.signalCode).toBe('SIGKILL');

    restarted = await startDirectus(stack.cmsEnv, { output: 'ignore' });
    await burst;

    expect(unexpected).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);
    // Some requests did meet the dead server and were retried.
    expect(clients.filter((client) => client.statuses.includes(0)).length).toBeGreaterThan(0);
    expect(clients.filter((client) => !client.id).map((client) => client.statuses)).toEqual([]);

    const db = connect(stack.cmsEnv);
    try {
      const keys = clients.map((client) => client.key);
      const rows: { id: string; idempotency_key: string; date_submitted: string | Date }[] = await db('requests')
        .select('id', 'idempotency_key', 'date_submitted')
        .whereIn('idempotency_key', keys);
      const storedIds = new Map(rows.map((row) => [row.idempotency_key, String(row.id)]));
      expect(rows.length).toBe(BURST);
      expect(storedIds.size).toBe(BURST);
      for (const client of clients) expect(storedIds.get(client.key)).toBe(client.id);
      const duplicated = await db('requests')
        .select('idempotency_key')
        .whereNotNull('idempotency_key')
        .groupBy('idempotency_key')
        .havingRaw('count(*) > 1');
      expect(duplicated).toEqual([]);
      // Stored before the kill but never answered: their retries got the stored request back.
      const cutOff = clients.filter(
        (client) =>
          client.statuses[0] === 0 &&
          new Date(rows.find((row) => row.idempotency_key === client.key)!.date_submitted).getTime() < killedAt,
      ).length;
      console.log(`${cutOff} requests were stored before the kill and answered only on a retry`);
    } finally {
      await db.destroy();
    }

    // A late retry of any of them answers the stored request again. One client after another (a
    // late retry is no burst), each with the same policy: a restarted server under load may still
    // answer 503 for a moment.
    const replayed: (string | undefined)[] = [];
    for (const client of clients) {
      let answer = await submit(restarted!.url, client.body, { key: client.key, ip: client.ip });
      for (let attempt = 1; attempt < 10 && (answer.status === 0 || answer.status >= 500); attempt += 1) {
        await sleep(200);
        answer = await submit(restarted!.url, client.body, { key: client.key, ip: client.ip });
      }
      replayed.push(answer.status === 201 ? answer.id : `${answer.status} ${answer.body}`);
    }
    expect(replayed).toEqual(clients.map((client) => client.id));
    console.log(
      `kill -9 with ${inFlightAtKill} of ${BURST} submissions in flight; ` +
        `${clients.filter((client) => client.statuses.length > 1).length} clients retried, ` +
        `at most ${Math.max(...clients.map((client) => client.statuses.length))} attempts`,
    );
  });
});

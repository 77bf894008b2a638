// The outbox (docs/decisions/038-outbox.md): Directus killed (SIGKILL) at random points while 100
// prospects submit the form, restarted each time on the same database; every client retries with
// its own Idempotency-Key until it gets a 201. Then the scans run, and every stored request must
// have had exactly one confirmation e-mail (one Message-ID at the test SMTP server) and exactly one
// webhook delivery (one delivery id at a real receiver), each from its own row, and no request may
// be stored twice. On SQLite, and on PostgreSQL when a server answers at TEST_PG_URL.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDirectus } from '../../scripts/lib/stack.mjs';
import { postgresReachable, startTestStack } from '../../scripts/lib/test-stack.mjs';
import { fetchFormToken, newKey, randomClientIp, validRequest } from '../../scripts/lib/form-client.mjs';
import { connect } from '../integration/database-fingerprint.mjs';
import { startSmtpCapture } from '../integration/smtp-capture.mjs';
import { mailArrivals, startWebhookReceiver, tally } from './outbox-receivers';
import { sleep, submitUntilStored, waitFor, type RetryingClient } from './request-traffic';

const kinds = (await postgresReachable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const SUBMITS = 100;
/** Kills, each once a random number of answers in its band came back. */
const KILL_BANDS: [number, number][] = [
  [5, 25],
  [35, 55],
  [65, 85],
];
const CLIENT_DEADLINE_MS = 100_000;
const between = ([low, high]: [number, number]) => low + Math.floor(Math.random() * (high - low + 1));

interface Client extends RetryingClient {
  email: string;
}

describe.each(kinds)('the outbox across SIGKILLs of Directus during %s submits', (kind) => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let mail: Awaited<ReturnType<typeof startSmtpCapture>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let current: Awaited<ReturnType<typeof startDirectus>> | undefined;

  beforeAll(async () => {
    mail = await startSmtpCapture();
    receiver = await startWebhookReceiver();
    stack = await startTestStack(kind, {
      web: false,
      extraEnv: {
        // Retries must not run into the per-address limit; nothing is spam.
        REQUEST_FORM_SUBMIT_LIMIT: '0',
        REQUEST_FORM_MIN_FILL_SECONDS: '0',
        EMAIL_FROM: 'cms@agency.test',
        EMAIL_TRANSPORT: 'smtp',
        EMAIL_SMTP_HOST: '127.0.0.1',
        EMAIL_SMTP_PORT: String(mail.port),
        EMAIL_SMTP_SECURE: 'false',
        EMAIL_SMTP_IGNORE_TLS: 'true',
        EMAIL_VERIFY_SETUP: 'false',
        CONFIRMATION_MAIL_DAILY_LIMIT: '0',
        // Short claims and scans: a row held by a killed instance is taken again within seconds
        // (long enough still for a loaded machine to send before its own hold runs out).
        CONFIRMATION_MAIL_CLAIM_SECONDS: '6',
        CONFIRMATION_MAIL_SCAN_INTERVAL_SECONDS: '1',
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
        WEBHOOK_TIMEOUT_SECONDS: '2',
        WEBHOOK_CLAIM_MARGIN_SECONDS: '4',
        WEBHOOK_SCAN_INTERVAL_SECONDS: '1',
      },
    });
    const db = connect(stack.cmsEnv);
    try {
      await db('webhook_settings').delete();
      await db('webhook_settings').insert({
        enabled: true,
        url: receiver.url,
        secret: randomBytes(24).toString('hex'),
      });
    } finally {
      await db.destroy();
    }
  });
  afterAll(async () => {
    await current?.stop();
    await stack?.stop();
    await mail?.stop();
    await receiver?.stop();
  });

  it('delivers one confirmation and one webhook delivery per stored request, and stores each once', async () => {
    const run = randomBytes(4).toString('hex');
    const tokens = await Promise.all(Array.from({ length: SUBMITS }, () => fetchFormToken(stack.directusUrl)));
    const clients: Client[] = tokens.map((token, index) => {
      const email = `prospect-${run}-${index}@example.com`;
      return {
        key: newKey(),
        ip: randomClientIp(),
        email,
        body: validRequest(token, { email }),
        statuses: [],
        pending: false,
      };
    });
    const unexpected: string[] = [];

    // A browser's retry policy: connection errors and 5xx are retried with the same key.
    async function play(client: Client, startAfterMs: number) {
      await sleep(startAfterMs);
      await submitUntilStored(stack.directusUrl, client, unexpected, {
        deadlineMs: CLIENT_DEADLINE_MS,
        retryAfterMs: 250,
      });
    }

    const started = Date.now();
    // Spread over a few seconds, as prospects arrive, so that kills fall among them.
    const burst = Promise.all(clients.map((client, index) => play(client, index * 40)));
    const answered = () => clients.filter((client) => client.id).length;
    let server: { child: ChildProcess; exited: Promise<unknown> } = stack.directus;
    const inFlightAtKills: number[] = [];
    for (const band of KILL_BANDS) {
      const after = between(band);
      await waitFor(`${after} answers`, async () => (answered() >= after ? true : undefined), {
        timeoutMs: 90_000,
        intervalMs: 5,
      });
      // A random moment after that answer: inside a transaction, a commit, a send, a mark.
      await sleep(Math.floor(Math.random() * 40));
      inFlightAtKills.push(clients.filter((client) => client.pending).length);
      const { child } = server;
      child.kill('SIGKILL');
      await server.exited;
      expect(child.signalCode).toBe('SIGKILL');
      current = await startDirectus(stack.cmsEnv, { output: 'ignore' });
      server = current;
    }
    await burst;

    expect(unexpected).toEqual([]);
    expect(clients.filter((client) => !client.id).map((client) => client.statuses)).toEqual([]);
    expect(Math.max(...inFlightAtKills)).toBeGreaterThan(0);

    const db = connect(stack.cmsEnv);
    try {
      const keys = clients.map((client) => client.key);
      const requests: { id: string; idempotency_key: string }[] = await db('requests')
        .select('id', 'idempotency_key')
        .whereIn('idempotency_key', keys);
      expect(requests.length).toBe(SUBMITS);
      const idOf = new Map(requests.map((row) => [row.idempotency_key, String(row.id)]));
      for (const client of clients) expect(idOf.get(client.key)).toBe(client.id);
      const ids = [...idOf.values()];
      // Stored once each, whatever the key: one request per prospect's address.
      const byAddress = await db('requests').where('email', 'like', `prospect-${run}-%`).count({ n: '*' });
      expect(Number(byAddress[0]?.n)).toBe(SUBMITS);

      // The scans finish what the killed instances held: every row done.
      const settled = async () => {
        const open = await db('confirmation_deliveries')
          .whereIn('request', ids)
          .whereNot({ status: 'sent' })
          .count({ n: '*' });
        const waiting = await db('webhook_deliveries')
          .whereIn('request', ids)
          .whereNot({ status: 'delivered' })
          .count({ n: '*' });
        return Number(open[0]?.n) === 0 && Number(waiting[0]?.n) === 0 ? true : undefined;
      };
      await waitFor('every confirmation sent and every delivery delivered', settled, { timeoutMs: 60_000 });

      const confirmations: { id: string; request: string; attempts: number }[] = await db('confirmation_deliveries')
        .whereIn('request', ids)
        .select('id', 'request', 'attempts');
      const deliveries: { id: string; request: string; attempts: number }[] = await db('webhook_deliveries')
        .whereIn('request', ids)
        .select('id', 'request', 'attempts');
      expect(confirmations.length).toBe(SUBMITS);
      expect(deliveries.length).toBe(SUBMITS);
      const unsent = await db('requests')
        .whereIn('id', ids)
        .whereNull('confirmation_sent_at')
        .select('id', 'confirmation_error');
      expect(unsent).toEqual([]);

      // The mail server: one Message-ID per prospect, the one of the request's row.
      const rowOf = new Map(confirmations.map((row) => [String(row.request), String(row.id)]));
      const mails = tally(
        mailArrivals(mail.dir).filter((message) => message.to.some((to) => to.includes(`-${run}-`))),
        (message) => message.to.join(','),
        (message) => message.messageId,
      );
      for (const client of clients) {
        const got = mails.get(client.email);
        expect([...(got?.distinct ?? [])], client.email).toEqual([
          expect.stringMatching(new RegExp(`^<confirmation\\.${rowOf.get(client.id!)}@agency\\.test>$`)),
        ]);
      }
      expect(mails.size).toBe(SUBMITS);

      // The receiver: one delivery id per request, the one of its row, in the header and the body.
      const deliveryOf = new Map(deliveries.map((row) => [String(row.request), String(row.id)]));
      expect(receiver.arrivals.filter((arrival) => arrival.header !== arrival.delivery)).toEqual([]);
      const hooks = tally(
        receiver.arrivals,
        (arrival) => arrival.request,
        (arrival) => arrival.delivery,
      );
      for (const id of ids) expect([...(hooks.get(id)?.distinct ?? [])], id).toEqual([deliveryOf.get(id)]);
      expect(hooks.size).toBe(SUBMITS);

      const repeats = (groups: typeof mails) => [...groups.values()].reduce((sum, group) => sum + group.raw - 1, 0);
      const retaken = [...confirmations, ...deliveries].filter((row) => Number(row.attempts) > 1).length;
      console.log(
        `${kind}: ${KILL_BANDS.length} kills (${inFlightAtKills.join(', ')} submits in flight), ` +
          `${clients.filter((client) => client.statuses.length > 1).length} clients retried; ` +
          `${retaken} rows taken again by a scan; same Message-ID again: ${repeats(mails)}, ` +
          `same delivery id again: ${repeats(hooks)}; ${Math.round((Date.now() - started) / 1000)} s`,
      );
    } finally {
      await db.destroy();
    }
  });
});

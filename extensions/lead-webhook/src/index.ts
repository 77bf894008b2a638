// The hand-off to the agency's other tools (README "Hand-off", docs/decisions/017-lead-webhook.md):
// every new request that is not spam is sent (and a request staff take out of spam, then), as signed JSON, to the webhook an administrator set
// in the CMS (collection webhook_settings), at least once: tried at once, then again with a
// growing wait by a scan that runs every few seconds, for up to 24 hours. Each delivery's status
// and last error are in the collection webhook_deliveries, which only administrators can see; a
// delivery given up is shown to staff on the request itself, in words with what to do
// (webhook_problem, problem.ts), and cleared when a later attempt delivers it. A request sent
// through the form gets its delivery in the transaction that stores it (the outbox of
// docs/decisions/038-outbox.md): a crash after the commit delays the hand-off, never loses it.
import { defineHook } from '@directus/extensions-sdk';
import { eventKeys } from '@agency/contract/guards';
import { deferForeignKeys, formRequestOf, spamRescues } from '@agency/contract/outbox';
import { scanSchedule, settingsReader } from './config';
import { PAYLOAD_FIELDS, deliveryBody } from './payload';
import { type LastAnswer, givenUpWords } from './problem';
import { nextAttemptAt } from './retry';
import { sendSigned } from './send';
import { checkSettings } from './settings-check';
import {
  type ClaimedDelivery,
  SETTINGS,
  claimDelivery,
  dueDeliveries,
  ensureDelivery,
  isActive,
  keepHold,
  markDelivered,
  markFailedAttempt,
  queueDelivery,
  readSettings,
} from './store';

/** Due deliveries one scan takes on at most. */
const SCAN_BATCH = 20;

type Payload = Record<string, unknown>;

export default defineHook(({ filter, action, schedule }, { database, env, getSchema, logger, services }) => {
  // Throws at start, naming every wrong setting (config.ts).
  const currentConfig = settingsReader(env);

  filter<Payload>(`${SETTINGS}.items.create`, (payload, _meta, { accountability, database: db }) =>
    checkSettings(payload, accountability, db, currentConfig()),
  );
  filter<Payload>(`${SETTINGS}.items.update`, (payload, _meta, { accountability, database: db }) =>
    checkSettings(payload, accountability, db, currentConfig()),
  );

  /** The body of a delivery: the request as stored now (payload.ts says which fields). */
  async function bodyOf(delivery: ClaimedDelivery): Promise<string | null> {
    const schema = await getSchema();
    const columns = new Set(Object.keys(schema.collections['requests']?.fields ?? {}));
    const requests = new services.ItemsService<Payload>('requests', { knex: database, schema, accountability: null });
    const rows = await requests.readByQuery({
      fields: PAYLOAD_FIELDS.filter((field) => columns.has(field)),
      filter: { id: { _eq: delivery.request } },
      limit: 1,
    });
    return rows[0] ? deliveryBody(delivery.id, rows[0]) : null;
  }

  /**
   * What staff read on the request about its hand-off (null: nothing to read). A system write, as
   * the confirmation e-mail's outcome: the request guard lets it through and no revision is kept.
   */
  async function recordProblem(request: string, words: string | null) {
    const schema = await getSchema();
    const requests = new services.ItemsService('requests', { knex: database, schema, accountability: null });
    await requests.updateOne(request, { webhook_problem: words });
  }

  /** A delivery given up: the words on its request; the receiver's answer stays in the delivery. */
  async function givenUp(delivery: ClaimedDelivery, last: LastAnswer) {
    try {
      await recordProblem(delivery.request, givenUpWords(delivery.attempts, last));
    } catch (error) {
      logger.error(error, `Lead webhook: the failed delivery ${delivery.id} could not be noted on its request`);
    }
  }

  /** How long a claim holds: the attempt's time limit and a margin. */
  const holdMs = () => {
    const config = currentConfig();
    return config.timeoutMs + config.claimMarginMs;
  };

  /** One attempt of a delivery, when this instance can claim it. */
  async function attempt(id: string) {
    const claimed = await claimDelivery(database, id, new Date(), holdMs());
    if (claimed) await deliver(claimed);
  }

  /** One attempt of a delivery this instance holds; records the outcome. */
  async function deliver(claimed: ClaimedDelivery) {
    const { id } = claimed;
    const config = currentConfig();
    const settings = await readSettings(database);
    if (!isActive(settings)) {
      await markFailedAttempt(database, id, {
        statusCode: null,
        error:
          'Not sent: the webhook was turned off (or its address or secret removed) before this request was delivered.',
        next: null,
      });
      await givenUp(claimed, { outcome: 'turned-off' });
      return;
    }
    const body = await bodyOf(claimed);
    if (body === null) {
      await markFailedAttempt(database, id, { statusCode: null, error: 'The request no longer exists.', next: null });
      return;
    }
    const result = await sendSigned(settings.url, settings.secret, body, config, id);
    if (result.ok) {
      await markDelivered(database, id, result.statusCode, new Date());
      // Delivered after all (e.g. an administrator had it tried again): nothing left to do by hand.
      const request = await database('requests').where({ id: claimed.request }).first('webhook_problem');
      if (request?.webhook_problem) await recordProblem(claimed.request, null);
      return;
    }
    const next = nextAttemptAt(claimed.attempts, claimed.createdAt, new Date(), config);
    await markFailedAttempt(database, id, { statusCode: result.statusCode, error: result.error ?? 'Failed.', next });
    if (!next) {
      logger.warn(`Lead webhook: delivery ${id} failed for good after ${claimed.attempts} attempts: ${result.error}`);
      await givenUp(
        claimed,
        result.outcome === 'answered' && result.statusCode !== null
          ? { outcome: 'answered', statusCode: result.statusCode }
          : { outcome: result.outcome === 'address-refused' ? 'address-refused' : 'no-answer' },
      );
    }
  }

  // Deliveries this instance is attempting: a scan never starts a second attempt of one beside it.
  const inFlight = new Set<string>();
  /** Never lets an error escape into Directus: a delivery left claimed is retried when its claim runs out. */
  async function safely(id: string, run: () => Promise<void>) {
    if (inFlight.has(id)) return;
    inFlight.add(id);
    try {
      await run();
    } catch (error) {
      logger.error(error, `Lead webhook: delivery ${id} could not be attempted`);
    } finally {
      inFlight.delete(id);
    }
  }
  const attemptSafely = (id: string) => safely(id, () => attempt(id));

  // What the outbox decided for the requests this instance stored, by request: the delivery
  // written in the request's transaction, held by this instance, or null for none (spam, webhook off).
  const queued = new Map<string, ClaimedDelivery | null>();

  // The outbox (docs/decisions/038-outbox.md): a request sent through the form that is not spam
  // gets its delivery, while the webhook is on, in the transaction that inserts it (Directus runs
  // this filter inside it, before the insert: the row names the id the request is given here, and
  // its foreign key is checked at the commit). An error here rolls the request back: the
  // visitor's retry stores both or neither.
  filter<Payload>('requests.items.create', async (payload, _meta, { accountability, database: trx }) => {
    const request = formRequestOf(payload, accountability);
    if (!request) return payload;
    if (request.status === 'spam' || !isActive(await readSettings(trx))) {
      queued.set(request.id, null);
      return request.payload;
    }
    await deferForeignKeys(trx);
    queued.set(request.id, await queueDelivery(trx, request.id, new Date(), holdMs()));
    return request.payload;
  });

  // A new request, after its commit (Directus runs this without holding up the answer): the
  // delivery queued with it tried at once; for a request stored another way (the admin, the
  // API), a delivery made now when the webhook is on and the request is not spam.
  action('requests.items.create', async ({ key }) => {
    const requestId = String(key);
    if (queued.has(requestId)) {
      const held = queued.get(requestId);
      queued.delete(requestId);
      // Unless its hold ran out before this ran (a slow moment) and a scan took it over: checked,
      // with the hold renewed, once half of it has passed.
      if (held)
        await safely(held.id, async () => {
          const fresh = Date.now() - held.createdAt.getTime() < holdMs() / 2;
          if (fresh || (await keepHold(database, held, new Date(), holdMs()))) await deliver(held);
        });
      return;
    }
    await deliverStored(requestId);
  });

  /** A delivery made after the commit, due now, for a stored request that is not spam while the webhook is on. */
  async function deliverStored(requestId: string) {
    try {
      const request = await database('requests').where({ id: requestId }).first('status');
      if (!request || request.status === 'spam') return;
      if (!isActive(await readSettings(database))) return;
      const id = await ensureDelivery(database, requestId, new Date());
      if (id) await attemptSafely(id);
    } catch (error) {
      logger.error(error, `Lead webhook: no delivery could be created for request ${requestId}`);
    }
  }

  // A request staff take out of spam ("Not spam"): it had no delivery; it gets one once the
  // change is committed, as a request entered in the admin does.
  const rescues = spamRescues();
  filter<Payload>('requests.items.update', async (payload, meta, { database: trx }) => {
    await rescues.note(payload, eventKeys(meta), trx);
    return payload;
  });
  action('requests.items.update', async (meta) => {
    await Promise.all(rescues.take(meta).map(deliverStored));
  });

  // Due retries, on every instance; the claim makes sure each is tried by one at a time.
  schedule(scanSchedule(currentConfig().scanIntervalSeconds), async () => {
    const ids = await dueDeliveries(database, new Date(), SCAN_BATCH);
    await Promise.all(ids.map(attemptSafely));
  });
});

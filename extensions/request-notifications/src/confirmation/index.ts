// The confirmation e-mail to the prospect (docs/decisions/016-confirmation-mail.md, sending in
// confirm.ts), through a queue (docs/decisions/038-outbox.md, outbox.ts):
//  - a request sent through the form gets its row in `confirmation_deliveries` in the transaction
//    that stores it, held by the instance storing it, which sends right after the commit (the
//    visitor's 201 never waits for the mail server nor fails with it); a request entered in the
//    admin or through the API gets no mail, and the create action writes why on it, as before;
//  - one row per request (unique), so a retried submit (same Idempotency-Key, answered from the
//    stored row) or a concurrent retry that loses the unique-key race never sends a second mail;
//  - a request staff take out of spam ("Not spam") gets its row, finished as "Marked as spam.",
//    queued again once the change is committed, and the mail is sent then;
//  - a row whose holder died (a crash after the commit) is taken again by any instance's scan once
//    its claim runs out, with one conditional UPDATE, and sent with the same Message-ID.
// Editors' texts are checked when they are saved: known placeholders only, a one-line subject.
import { eventKeys } from '@agency/contract/guards';
import { deferForeignKeys, formRequestOf, spamRescues } from '@agency/contract/outbox';
import { InvalidPayloadError } from '@directus/errors';
import { defineHook } from '@directus/extensions-sdk';
import { TEXTS_COLLECTION, confirmationSender } from './confirm';
import { sendFailureReason } from './failure';
import {
  type HeldConfirmation,
  MAX_CONFIRMATION_ATTEMPTS,
  claimConfirmation,
  confirmationMessageId,
  dueConfirmations,
  extendConfirmationHold,
  finishConfirmation,
  keepConfirmationHold,
  queueConfigOf,
  queueConfirmation,
  reopenConfirmation,
  scanScheduleOf,
} from './outbox';
import { MARKED_AS_SPAM } from './plan';
import { templateProblems } from './template';
import type { SchemaOverview } from '@directus/types';

/** Due rows one scan takes on at most. */
const SCAN_BATCH = 20;

export default defineHook(({ action, filter, schedule }, context) => {
  const { database, env, logger, getSchema } = context;
  const { confirm, record } = confirmationSender(context);
  const queue = queueConfigOf(env);

  /** The confirmation of a row this instance holds, sent or not, and the row finished. */
  async function send(held: HeldConfirmation, known?: SchemaOverview | null) {
    const schema = known ?? (await getSchema());
    if (held.attempts > 1) {
      // Taken again after a crash: an outcome already written on the request is the row's.
      const request = await database('requests')
        .where({ id: held.request })
        .first('confirmation_sent_at', 'confirmation_error');
      if (request && (request.confirmation_sent_at || request.confirmation_error)) {
        await finishConfirmation(database, held.id, request.confirmation_sent_at ? 'sent' : 'not_sent');
        return;
      }
    }
    if (held.attempts > MAX_CONFIRMATION_ATTEMPTS) {
      logger.error(`Confirmation e-mail for request ${held.request}: given up after ${held.attempts - 1} attempts`);
      await record(held.request, schema, { confirmation_sent_at: null, confirmation_error: sendFailureReason(null) });
      await finishConfirmation(database, held.id, 'not_sent');
      return;
    }
    const messageId = confirmationMessageId(held.id, String(env['EMAIL_FROM'] ?? ''));
    await finishConfirmation(database, held.id, await confirm(held.request, schema, messageId));
  }

  // Rows this instance is sending: a scan never starts a second send of one beside it, and the
  // hold is renewed while the send lasts, so no other instance starts one either.
  const inFlight = new Set<string>();
  /** Never lets an error escape into Directus: a row left held is taken again when its claim runs out. */
  async function safely(id: string, run: () => Promise<void>) {
    if (inFlight.has(id)) return;
    inFlight.add(id);
    const renew = setInterval(
      () => void extendConfirmationHold(database, id, new Date(), queue.holdMs).catch(() => {}),
      queue.holdMs / 3,
    );
    try {
      await run();
    } catch (error) {
      // The request is stored whatever happens here; this shows in Directus' log.
      logger.error(`Confirmation e-mail ${id}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearInterval(renew);
      inFlight.delete(id);
    }
  }
  const attempt = (id: string) =>
    safely(id, async () => {
      const held = await claimConfirmation(database, id, new Date(), queue.holdMs);
      if (held) await send(held);
    });

  // Rows written with a request in its transaction by this instance, held by it, by request.
  const queued = new Map<string, HeldConfirmation>();

  // The outbox: every request sent through the form gets its row in the transaction that inserts
  // it (spam too: the plan writes "Marked as spam." on it). Directus runs this filter inside that
  // transaction, before the insert: the row names the id the request is given here, and its
  // foreign key is checked at the commit. An error here rolls the request back.
  filter<Record<string, unknown>>(
    'requests.items.create',
    async (payload, _meta, { accountability, database: trx }) => {
      const request = formRequestOf(payload, accountability);
      if (!request) return payload;
      await deferForeignKeys(trx);
      queued.set(request.id, await queueConfirmation(trx, request.id, new Date(), queue.holdMs));
      return request.payload;
    },
  );

  // After the commit: the row queued with the request sent at once. A request stored another way
  // (the admin, the API) gets no mail: the plan writes why on it ("Entered in the admin, not sent
  // through the form."), with no row to keep.
  action('requests.items.create', async ({ key }, { schema }) => {
    const requestId = String(key);
    const held = queued.get(requestId);
    if (held) {
      queued.delete(requestId);
      // Unless its hold ran out before this ran (a slow moment) and a scan took it over: checked,
      // with the hold renewed, once half of it has passed.
      await safely(held.id, async () => {
        const fresh = Date.now() - held.heldAt.getTime() < queue.holdMs / 2;
        if (fresh || (await keepConfirmationHold(database, held, new Date(), queue.holdMs))) await send(held, schema);
      });
      return;
    }
    try {
      await confirm(requestId, schema ?? (await getSchema()));
    } catch (error) {
      logger.error(
        `Confirmation e-mail for request ${requestId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });

  // A request staff take out of spam: the prospect did send it, so the confirmation the spam
  // verdict held back goes now (the request's note "Marked as spam." is cleared first).
  const rescues = spamRescues();
  filter<Record<string, unknown>>('requests.items.update', async (payload, meta, { database: trx }) => {
    await rescues.note(payload, eventKeys(meta), trx);
    return payload;
  });
  action('requests.items.update', async (meta, { schema }) => {
    for (const requestId of rescues.take(meta)) {
      try {
        const request = await database('requests')
          .where({ id: requestId })
          .first('status', 'confirmation_sent_at', 'confirmation_error');
        if (!request || request.status === 'spam' || request.confirmation_sent_at) continue;
        if (request.confirmation_error !== MARKED_AS_SPAM) continue;
        const id = await reopenConfirmation(database, requestId);
        if (!id) continue;
        await record(requestId, schema ?? (await getSchema()), { confirmation_error: null });
        await attempt(id);
      } catch (error) {
        logger.error(
          `Confirmation e-mail for request ${requestId} (out of spam): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  });

  // Rows whose holder died before finishing them, on every instance; the claim keeps them apart.
  schedule(scanScheduleOf(queue.scanIntervalSeconds), async () => {
    const ids = await dueConfirmations(database, new Date(), SCAN_BATCH);
    await Promise.all(ids.map(attempt));
  });

  // Editors' texts: a subject on one line, known placeholders, and texts while the e-mail is on.
  async function checkTexts(payload: Record<string, unknown>, current: Record<string, unknown> | undefined) {
    const problems = templateProblems(payload);
    const merged = { ...current, ...payload };
    const enabled = merged.enabled === true || merged.enabled === 1 || merged.enabled === '1';
    const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
    if (enabled && blank(merged.subject)) problems.push('Subject: required while the confirmation e-mail is on.');
    if (enabled && blank(merged.body)) problems.push('Text: required while the confirmation e-mail is on.');
    if (problems.length > 0) throw new InvalidPayloadError({ reason: problems.join(' ') });
    return payload;
  }

  filter<Record<string, unknown>>(`${TEXTS_COLLECTION}.items.create`, (payload) =>
    checkTexts(payload, { enabled: true }),
  );
  filter<Record<string, unknown>>(`${TEXTS_COLLECTION}.items.update`, async (payload, meta, { database: trx }) => {
    const keys = eventKeys(meta);
    const current = keys.length > 0 ? await trx(TEXTS_COLLECTION).whereIn('id', keys).first() : undefined;
    return checkTexts(payload, current);
  });
});

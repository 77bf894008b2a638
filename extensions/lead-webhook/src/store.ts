// The webhook's two collections, read and written with the database connection (not through
// Directus' services: these are the extension's own bookkeeping, no hook or flow needs to see
// them, and the claim below must be one conditional UPDATE).
//   webhook_settings   (singleton) enabled, url, secret: set by administrators in the admin.
//   webhook_deliveries one row per request handed off: status pending → delivered / failed.
// Several Directus instances may run the scan at once: a delivery is tried only by the instance
// whose UPDATE claimed it (status pending, due, not held by another until locked_until), so it is
// never sent twice at the same time; an instance that dies while holding it lets go when
// locked_until passes, and another tries again (at least once, never lost). A request sent
// through the form gets its row in the same transaction as itself (queueDelivery: the outbox of
// docs/decisions/038-outbox.md), so no crash can leave a stored request without one.
import { randomUUID } from 'node:crypto';
import { databaseTime } from '@agency/contract/guards';
import type { Knex } from 'knex';

export const SETTINGS = 'webhook_settings';
export const DELIVERIES = 'webhook_deliveries';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookSettings {
  enabled: boolean;
  url: string | null;
  secret: string | null;
}

export interface ClaimedDelivery {
  id: string;
  request: string;
  attempts: number;
  createdAt: Date;
}

/** The one row of the settings, or null when an administrator never saved it. */
export async function readSettings(database: Knex): Promise<WebhookSettings | null> {
  const row = await database(SETTINGS).first('enabled', 'url', 'secret');
  if (!row) return null;
  return { enabled: row.enabled === true || row.enabled === 1, url: row.url ?? null, secret: row.secret ?? null };
}

/** Settings complete enough to send with. */
export const isActive = (
  settings: WebhookSettings | null,
): settings is WebhookSettings & { url: string; secret: string } =>
  settings !== null && settings.enabled && !!settings.url && !!settings.secret;

/**
 * The outbox row of a request sent through the form, written in the transaction that stores the
 * request (docs/decisions/038-outbox.md). It is born claimed by the instance storing it, which
 * tries it as soon as the transaction is committed; if that instance dies first, the claim runs
 * out and any instance's scan takes it (attempts counts claims: this is the first).
 */
export async function queueDelivery(trx: Knex, request: string, now: Date, holdMs: number): Promise<ClaimedDelivery> {
  const id = randomUUID();
  await trx(DELIVERIES).insert({
    id,
    request,
    status: 'pending',
    attempts: 1,
    next_attempt_at: now,
    last_attempt_at: now,
    locked_until: new Date(now.getTime() + holdMs),
    date_created: now,
  });
  return { id, request, attempts: 1, createdAt: now };
}

/**
 * The delivery of a request stored some other way (in the admin, through the API), made after
 * its commit, due now: its id, or the id of the delivery the request already has.
 */
export async function ensureDelivery(database: Knex, request: string, now: Date): Promise<string | null> {
  await database(DELIVERIES)
    .insert({
      id: randomUUID(),
      request,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      date_created: now,
    })
    .onConflict('request')
    .ignore();
  // What an ignored insert answers differs by database: read the request's row.
  const row = await database(DELIVERIES).where({ request }).first('id');
  return row ? String(row.id) : null;
}

/**
 * Renews the hold of a delivery this instance made held, if it still holds it: true unless the
 * hold ran out and another claim took it meanwhile (each claim counts an attempt).
 */
export async function keepHold(database: Knex, held: ClaimedDelivery, now: Date, holdMs: number): Promise<boolean> {
  const kept = await database(DELIVERIES)
    .where({ id: held.id, status: 'pending', attempts: held.attempts })
    .update({ locked_until: new Date(now.getTime() + holdMs) });
  return kept === 1;
}

/** Ids of pending deliveries that are due and not held, oldest first. */
export async function dueDeliveries(database: Knex, now: Date, limit: number): Promise<string[]> {
  const rows: { id: string }[] = await database(DELIVERIES)
    .where({ status: 'pending' })
    .where('next_attempt_at', '<=', now)
    .where((query) => query.whereNull('locked_until').orWhere('locked_until', '<=', now))
    .orderBy('next_attempt_at')
    .limit(limit)
    .select('id');
  return rows.map((row) => String(row.id));
}

/**
 * Takes a due delivery for one attempt, or null when it is not due, not pending, or another
 * instance holds it: one conditional UPDATE, so two instances cannot both take it.
 */
export async function claimDelivery(
  database: Knex,
  id: string,
  now: Date,
  holdMs: number,
): Promise<ClaimedDelivery | null> {
  const claimed = await database(DELIVERIES)
    .where({ id, status: 'pending' })
    .where('next_attempt_at', '<=', now)
    .where((query) => query.whereNull('locked_until').orWhere('locked_until', '<=', now))
    .update({
      locked_until: new Date(now.getTime() + holdMs),
      attempts: database.raw('attempts + 1'),
      last_attempt_at: now,
    });
  if (claimed !== 1) return null;
  const row = await database(DELIVERIES).where({ id }).first('id', 'request', 'attempts', 'date_created');
  if (!row) return null;
  return {
    id: String(row.id),
    request: String(row.request),
    attempts: Number(row.attempts),
    createdAt: databaseTime(row.date_created),
  };
}

export async function markDelivered(database: Knex, id: string, statusCode: number | null, now: Date) {
  await database(DELIVERIES).where({ id }).update({
    status: 'delivered',
    delivered_at: now,
    last_status_code: statusCode,
    last_error: null,
    next_attempt_at: null,
    locked_until: null,
  });
}

/** A failed attempt: tried again at `next`, or failed for good when `next` is null. */
export async function markFailedAttempt(
  database: Knex,
  id: string,
  { statusCode, error, next }: { statusCode: number | null; error: string; next: Date | null },
) {
  await database(DELIVERIES)
    .where({ id })
    .update({
      status: next ? 'pending' : 'failed',
      last_status_code: statusCode,
      last_error: error,
      next_attempt_at: next,
      locked_until: null,
    });
}

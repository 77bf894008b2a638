// The confirmation e-mail's queue, `confirmation_deliveries` (docs/decisions/038-outbox.md): one row
// per request, administrators only, read and written with the database connection (the claim
// must be one conditional UPDATE). A request sent through the form gets its row in the
// transaction that stores it, held by the instance storing it, which sends at once after the
// commit; a row whose holder died is taken again by any instance's scan once locked_until passes.
// The outcome staff read stays on the request (confirmation_sent_at / confirmation_error).
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

export const CONFIRMATIONS = 'confirmation_deliveries';

/** pending: to be decided and sent; sent: the mail server took it; not_sent: the reason is on the request. */
export type ConfirmationStatus = 'pending' | 'sent' | 'not_sent';

export interface HeldConfirmation {
  id: string;
  request: string;
  attempts: number;
  /** When this instance took the hold it has (the row's creation, or the scan's claim). */
  heldAt: Date;
}

export interface ConfirmationQueueConfig {
  /** How long a claim holds before another instance may take the row (CONFIRMATION_MAIL_CLAIM_SECONDS). */
  holdMs: number;
  /** How often due rows are looked for, in seconds, a divisor of 60 (CONFIRMATION_MAIL_SCAN_INTERVAL_SECONDS). */
  scanIntervalSeconds: number;
}

/** Claims after which a row is given up (the request gets the mail server's "did not take it" words). */
export const MAX_CONFIRMATION_ATTEMPTS = 5;

const SCAN_INTERVALS = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60];

/** The queue's settings; an unset or wrong value takes its default (cms/.env.example). */
export function queueConfigOf(env: Record<string, unknown>): ConfirmationQueueConfig {
  const number = (name: string) => {
    const raw = env[name];
    return raw === undefined || raw === null || String(raw).trim() === '' ? Number.NaN : Number(raw);
  };
  const hold = number('CONFIRMATION_MAIL_CLAIM_SECONDS');
  const interval = number('CONFIRMATION_MAIL_SCAN_INTERVAL_SECONDS');
  return {
    holdMs: (hold > 0 ? hold : 120) * 1000,
    scanIntervalSeconds: SCAN_INTERVALS.includes(interval) ? interval : 15,
  };
}

/** The cron expression (with seconds) of the scan. */
export const scanScheduleOf = (intervalSeconds: number) =>
  intervalSeconds === 60 ? '0 * * * * *' : `*/${intervalSeconds} * * * * *`;

/**
 * The stable Message-ID of a confirmation: the same at every attempt of its row, so a mailbox
 * that keeps one message per Message-ID shows it once even when a crash made it go twice.
 */
export function confirmationMessageId(rowId: string, fromAddress: string): string {
  const domain = /@([A-Za-z0-9.-]+)$/.exec(fromAddress.trim())?.[1] ?? 'agency-site.invalid';
  return `<confirmation.${rowId}@${domain}>`;
}

/** The row of a request sent through the form, in the transaction that stores it, held by this instance. */
export async function queueConfirmation(
  trx: Knex,
  request: string,
  now: Date,
  holdMs: number,
): Promise<HeldConfirmation> {
  const id = randomUUID();
  await trx(CONFIRMATIONS).insert({
    id,
    request,
    status: 'pending',
    attempts: 1,
    locked_until: new Date(now.getTime() + holdMs),
    date_created: now,
  });
  return { id, request, attempts: 1, heldAt: now };
}

/** Ids of pending rows no instance holds, oldest first. */
export async function dueConfirmations(database: Knex, now: Date, limit: number): Promise<string[]> {
  const rows: { id: unknown }[] = await database(CONFIRMATIONS)
    .where({ status: 'pending' })
    .where((query) => query.whereNull('locked_until').orWhere('locked_until', '<=', now))
    .orderBy('date_created')
    .limit(limit)
    .select('id');
  return rows.map((row) => String(row.id));
}

/** Takes a pending row no one holds, with one conditional UPDATE; null when another instance has it. */
export async function claimConfirmation(
  database: Knex,
  id: string,
  now: Date,
  holdMs: number,
): Promise<HeldConfirmation | null> {
  const claimed = await database(CONFIRMATIONS)
    .where({ id, status: 'pending' })
    .where((query) => query.whereNull('locked_until').orWhere('locked_until', '<=', now))
    .update({ locked_until: new Date(now.getTime() + holdMs), attempts: database.raw('attempts + 1') });
  if (claimed !== 1) return null;
  const row = await database(CONFIRMATIONS).where({ id }).first('id', 'request', 'attempts');
  return row ? { id: String(row.id), request: String(row.request), attempts: Number(row.attempts), heldAt: now } : null;
}

/**
 * Renews this instance's hold of a row it is still sending (a mail server can take minutes to
 * answer), so no other instance takes it meanwhile.
 */
export async function extendConfirmationHold(database: Knex, id: string, now: Date, holdMs: number) {
  await database(CONFIRMATIONS)
    .where({ id, status: 'pending' })
    .update({ locked_until: new Date(now.getTime() + holdMs) });
}

/**
 * Renews the hold of a row this instance made held, if it still holds it: true unless the hold
 * ran out and another claim took it meanwhile (each claim counts an attempt).
 */
export async function keepConfirmationHold(
  database: Knex,
  held: HeldConfirmation,
  now: Date,
  holdMs: number,
): Promise<boolean> {
  const kept = await database(CONFIRMATIONS)
    .where({ id: held.id, status: 'pending', attempts: held.attempts })
    .update({ locked_until: new Date(now.getTime() + holdMs) });
  return kept === 1;
}

/** The row's end: the mail went, or the request says why not. */
export async function finishConfirmation(database: Knex, id: string, status: Exclude<ConfirmationStatus, 'pending'>) {
  await database(CONFIRMATIONS).where({ id }).update({ status, locked_until: null, date_done: new Date() });
}

/**
 * The row of a request staff took out of spam, finished as not sent ("Marked as spam."), made
 * pending again and due now: its id, or null when the request has no such row (one entered in
 * the admin, or sent already).
 */
export async function reopenConfirmation(database: Knex, request: string): Promise<string | null> {
  const row = await database(CONFIRMATIONS).where({ request, status: 'not_sent' }).first('id');
  if (!row) return null;
  const reopened = await database(CONFIRMATIONS)
    .where({ id: row.id, status: 'not_sent' })
    .update({ status: 'pending', attempts: 0, locked_until: null, date_done: null });
  return reopened === 1 ? String(row.id) : null;
}

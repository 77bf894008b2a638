// The outbox of a request sent through the form (docs/decisions/038-outbox.md): the extensions
// that deliver something about a new request (the confirmation e-mail, the lead webhook) write
// their delivery rows from their filter on `requests.items.create`, which Directus runs inside the
// transaction that inserts the request. A crash at any point then leaves either no request at all
// or the request with every delivery row it needs, which each instance's scan sends.
import type { Knex } from 'knex';
import { eventKeys, isRecord } from './guards';

/** A request the form is creating, with the id it will be stored under. */
export interface FormRequest {
  id: string;
  /** "new" or "spam", as it will be stored. */
  status: string;
  /** The payload to hand on: the same, with `id` set. */
  payload: Record<string, unknown>;
}

/**
 * The request the form's endpoint is creating (a system write carrying the form's fingerprint),
 * given its id now when it has none, so that delivery rows can name it before its insert; null
 * for any other create (the admin, the API: no one waits on a form for those).
 */
export function formRequestOf(payload: unknown, accountability: unknown): FormRequest | null {
  if (accountability !== null || !isRecord(payload)) return null;
  const fingerprint = payload['request_fingerprint'];
  if (typeof fingerprint !== 'string' || fingerprint === '') return null;
  const given = payload['id'];
  const id = typeof given === 'string' && given !== '' ? given : globalThis.crypto.randomUUID();
  const status = typeof payload['status'] === 'string' ? payload['status'] : 'new';
  return { id, status, payload: { ...payload, id } };
}

/**
 * Lets this transaction write rows that reference the request before the request itself is
 * inserted: foreign keys are checked at the commit (SQLite: for this transaction; PostgreSQL:
 * the deliveries' keys, made deferrable by migrations/030-outbox-deferrable-keys.js).
 */
export async function deferForeignKeys(trx: Knex): Promise<void> {
  const client = trx.client.config.client;
  if (client === 'sqlite3') await trx.raw('PRAGMA defer_foreign_keys = ON');
  else if (client === 'pg' || client === 'postgres') await trx.raw('SET CONSTRAINTS ALL DEFERRED');
}

/**
 * The requests staff take out of spam ("Not spam", README "Spam"): what a `requests.items.update`
 * filter sees leave the status `spam` for another, read in the update's own transaction. Their
 * deliveries were never written (the webhook) or were finished as "Marked as spam." (the
 * confirmation e-mail): the extensions queue them once the update is committed.
 */
export async function leavingSpam(payload: unknown, keys: (string | number)[], trx: Knex): Promise<string[]> {
  if (!isRecord(payload) || !('status' in payload) || payload['status'] === 'spam' || keys.length === 0) return [];
  const rows: { id: unknown }[] = await trx('requests').whereIn('id', keys).andWhere({ status: 'spam' }).select('id');
  return rows.map((row) => String(row.id));
}

/**
 * Remembers, between an update's filter and its action, the requests it takes out of spam. Another
 * update of the same request may commit in between (the confirmation's outcome written on it), so
 * an action takes them only for an update that sets a status other than spam, and the extensions
 * read the request again (an update rolled back leaves its keys here).
 */
export function spamRescues() {
  const rescued = new Set<string>();
  return {
    async note(payload: unknown, keys: (string | number)[], trx: Knex) {
      for (const id of await leavingSpam(payload, keys, trx)) rescued.add(id);
    },
    /** The requests an update's action (`meta`: its payload and keys) took out of spam, forgotten from now on. */
    take(meta: Record<string, unknown>): string[] {
      const { payload } = meta;
      if (!isRecord(payload) || !('status' in payload) || payload['status'] === 'spam') return [];
      return eventKeys(meta)
        .map(String)
        .filter((key) => rescued.delete(key));
    },
  };
}

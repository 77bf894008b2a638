// The outbox of a request sent through the form (docs/decisions/038-outbox.md): the extensions
// that deliver something about a new request (the confirmation e-mail, the lead webhook) write
// their delivery rows from their filter on `requests.items.create`, which Directus runs inside the
// transaction that inserts the request. A crash at any point then leaves either no request at all
// or the request with every delivery row it needs, which each instance's scan sends.
import type { Knex } from 'knex';
import { isRecord } from './guards';

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

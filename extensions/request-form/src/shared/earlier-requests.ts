// Returning prospects (docs/decisions/037-lead-attribution.md): how many requests the same e-mail
// address sent in the 12 months before this one, spam left out, counted once when a request
// arrives and stored on it for staff (never a reason to refuse it). One bounded read on the
// indexed e-mail column (stored in lower case by the rule set); the times are compared here, as
// each database hands them over.
import { databaseTime } from '@agency/contract/guards';
import { stripZeroWidth } from '@agency/request-rules/text-rules';
import type { Knex } from 'knex';

/** How far back an earlier request counts. */
export const RETURNING_WINDOW_DAYS = 365;
/** Read at most this many of the address's latest requests: the count stops there ("50 earlier requests"). */
export const EARLIER_REQUESTS_CAP = 50;

/** An address as the rule set stores it (trimmed, zero-width characters removed, lower case); null for none. */
export function storedAddress(email: unknown): string | null {
  const text = stripZeroWidth(email);
  if (typeof text !== 'string' || text.trim() === '') return null;
  return text.trim().toLowerCase();
}

/** An earlier request as countEarlier reads it. */
export interface EarlierRow {
  status: unknown;
  date_submitted: unknown;
}

/** The address's latest requests, at most the cap: a query to run alone or beside others (endpoint/submit-request.ts). */
export const latestRequestsOf = (database: Knex, address: string) =>
  database('requests')
    .where({ email: address })
    .orderBy('date_submitted', 'desc')
    .limit(EARLIER_REQUESTS_CAP)
    .select('status', 'date_submitted');

/** How many of `rows` are earlier requests within the window before `now`, spam left out; null for none. */
export function countEarlier(rows: readonly EarlierRow[], now: Date): number | null {
  const since = now.getTime() - RETURNING_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  const count = rows.filter((row) => {
    const time = databaseTime(row.date_submitted).getTime();
    return row.status !== 'spam' && time >= since && time <= now.getTime();
  }).length;
  return count > 0 ? count : null;
}

/** The number of earlier requests from `email` within the window before `now`; null for none. */
export async function earlierRequests(database: Knex, email: unknown, now: Date): Promise<number | null> {
  const address = storedAddress(email);
  return address === null ? null : countEarlier(await latestRequestsOf(database, address), now);
}

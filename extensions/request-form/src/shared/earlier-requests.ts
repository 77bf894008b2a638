// Returning prospects (docs/decisions/037-lead-attribution.md): how many requests the same e-mail
// address sent in the 12 months before this one, spam left out, counted once when a request
// arrives and stored on it for staff (never a reason to refuse it). One bounded read on the
// indexed e-mail column (stored in lower case by the rule set); the times are compared here, as
// each database hands them over.
import { databaseTime } from '@agency/contract/guards';
import type { Knex } from 'knex';

/** How far back an earlier request counts. */
export const RETURNING_WINDOW_DAYS = 365;
/** Read at most this many of the address's latest requests: the count stops there ("50 earlier requests"). */
export const EARLIER_REQUESTS_CAP = 50;

/** The number of earlier requests from `email` within the window before `now`; null for none. */
export async function earlierRequests(database: Knex, email: unknown, now: Date): Promise<number | null> {
  if (typeof email !== 'string' || email.trim() === '') return null;
  const since = now.getTime() - RETURNING_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  const rows: { status: unknown; date_submitted: unknown }[] = await database('requests')
    .where({ email: email.trim().toLowerCase() })
    .orderBy('date_submitted', 'desc')
    .limit(EARLIER_REQUESTS_CAP)
    .select('status', 'date_submitted');
  const count = rows.filter((row) => {
    const time = databaseTime(row.date_submitted).getTime();
    return row.status !== 'spam' && time >= since && time <= now.getTime();
  }).length;
  return count > 0 ? count : null;
}

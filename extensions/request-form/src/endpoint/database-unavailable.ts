// A database that is briefly out of reach (restarting, failing over, out of connections) is a
// "try again shortly", not an internal error: 503 with Retry-After, which the site's form treats
// as a retryable failure (same Idempotency-Key, so nothing is stored twice).
import { isRecord } from '@agency/contract/guards';
import { ServiceUnavailableError } from '@directus/errors';
import type { Response } from 'express';

export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Node's socket errors, PostgreSQL's connection-exception class (08…) and its shutdown and
// start-up states (57P01–57P03), too many connections (53300); SQLite's busy or unopenable file.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);
// What the drivers say without a code: knex waiting in vain for a pooled connection, pg losing one.
const UNAVAILABLE_MESSAGES = [
  /Timeout acquiring a connection/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /connection (?:is )?closed/i,
];

/** True for an error (or one it wraps) that says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!isRecord(error) || depth > 4) return false;
  const { code, name, message, cause, errors } = error;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (name === 'KnexTimeoutError') return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // AggregateError (a refused connect to every address of a host), wrapped causes.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** The error to pass on: a 503 (with Retry-After set on `res`) for an unreachable database, else `error` itself. */
export function unavailableWhenDatabaseIsDown(error: unknown, res: Response): unknown {
  if (!isDatabaseUnavailable(error)) return error;
  if (!res.headersSent) res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  return new ServiceUnavailableError({ service: 'database', reason: 'Please try again in a few seconds' });
}

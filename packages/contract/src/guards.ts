// What the extensions and the site read from values whose type nothing guarantees (request bodies, parsed
// JSON, thrown errors, the meta of Directus' events): checked here, once, instead of assumed.

/** A plain object (not null, not an array): a JSON object, a payload, a row. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `code` a thrown value carries as text (Node's system errors, database drivers, Directus' errors). */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

const isKey = (key: unknown): key is string | number => typeof key === 'string' || typeof key === 'number';

/**
 * A JSON column's value whichever way the database hands it over: SQLite gives text, PostgreSQL
 * the parsed value. Text that is no JSON is no value (null).
 */
export function jsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The keys of the items an update or delete event of Directus is about (`meta.keys`); none when absent. */
export function eventKeys(meta: Record<string, unknown>): (string | number)[] {
  const keys = meta['keys'];
  return Array.isArray(keys) ? keys.filter(isKey) : [];
}

/**
 * A time as a database hands it over: a Date (PostgreSQL), milliseconds or text (SQLite). Anything
 * else is no time at all (an invalid Date).
 */
export function databaseTime(value: unknown): Date {
  return new Date(value instanceof Date || typeof value === 'string' || typeof value === 'number' ? value : NaN);
}

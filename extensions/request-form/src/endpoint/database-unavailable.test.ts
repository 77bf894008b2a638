import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

// The shapes the drivers throw (pg, knex, sqlite3); the fault tests see the real ones end to end.
const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('an unreachable database', () => {
  it.each([
    ['a refused connect', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['PostgreSQL shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up', withCode('57P03', 'the database system is starting up')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['an empty pool', Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' })],
    ['a busy SQLite file', withCode('SQLITE_BUSY', 'SQLITE_BUSY: database is locked')],
    ['a refused connect to every address', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNRESET') })],
  ])('%s is a 503', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a validation error', Object.assign(new Error('Invalid payload'), { code: 'INVALID_PAYLOAD' })],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

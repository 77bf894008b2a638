import { describe, expect, it } from 'vitest';
import type { Response } from 'express';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  unavailableWhenDatabaseIsDown,
} from './database-unavailable';

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

describe('what counts as an unreachable database', () => {
  it.each([
    // Node's socket errors
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EPIPE',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EAI_AGAIN',
    // PostgreSQL: connection exceptions, shutdown and start-up, too many connections
    '08000',
    '08001',
    '08003',
    '08004',
    '08006',
    '57P01',
    '57P02',
    '57P03',
    '53300',
    // SQLite: a busy or unopenable file
    'SQLITE_BUSY',
    'SQLITE_CANTOPEN',
  ])('the code %s', (code) => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it('knex waiting in vain for a pooled connection, by name or by message', () => {
    expect(isDatabaseUnavailable({ name: 'KnexTimeoutError', message: '' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection is closed.'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('connection closed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('not a wrong query, a constraint or anything that is not an error object', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable({ name: 'Error', message: 'no such table: requests', code: 'SQLITE_ERROR' })).toBe(
      false,
    );
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable({ code: 42, message: 42 })).toBe(false);
  });

  it('an error that wraps one, a few levels deep, or a refused connect to any address of a host', () => {
    const refused = Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });
    let wrapped: Error = refused;
    for (let level = 0; level < 4; level += 1) wrapped = new Error('wrapper', { cause: wrapped });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('other'), refused]))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('other'), new Error('another')]))).toBe(false);
    expect(isDatabaseUnavailable({ errors: 'ECONNREFUSED' })).toBe(false);
  });

  it('stops looking at a chain of causes that never ends', () => {
    const looped: { message: string; cause?: unknown } = { message: 'loop' };
    looped.cause = looped;
    expect(isDatabaseUnavailable(looped)).toBe(false);
    const aggregate: { message: string; errors: unknown[] } = { message: 'all failed', errors: [] };
    aggregate.errors.push(aggregate);
    expect(isDatabaseUnavailable(aggregate)).toBe(false);
    let deep: unknown = Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });
    for (let level = 0; level < 5; level += 1) deep = { message: 'wrapper', cause: deep };
    expect(isDatabaseUnavailable(deep)).toBe(false);
  });
});

describe('the answer to an unreachable database', () => {
  const response = (headersSent = false) => {
    const headers = new Map<string, string>();
    return {
      res: { headersSent, setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as Response,
      headers,
    };
  };

  it('is a 503 "try again in a few seconds" with Retry-After', () => {
    const { res, headers } = response();
    const answer = unavailableWhenDatabaseIsDown(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), res);
    expect(answer).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect((answer as Error).message).toBe('Service "database" is unavailable. Please try again in a few seconds.');
    expect(headers.get('Retry-After')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(DATABASE_RETRY_AFTER_SECONDS).toBe(5);
  });

  it('sets no header once the answer has started, and passes any other error on as it is', () => {
    const started = response(true);
    unavailableWhenDatabaseIsDown(Object.assign(new Error('x'), { code: 'ECONNRESET' }), started.res);
    expect(started.headers.size).toBe(0);
    const other = new Error('boom');
    const fresh = response();
    expect(unavailableWhenDatabaseIsDown(other, fresh.res)).toBe(other);
    expect(fresh.headers.size).toBe(0);
  });
});

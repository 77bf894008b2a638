import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formRequestOf, leavingSpam, spamRescues } from './outbox';

const fingerprint = 'f'.repeat(64);

describe('a request the form is creating', () => {
  it('is a system write with the form’s fingerprint, given an id now', () => {
    const request = formRequestOf({ status: 'spam', request_fingerprint: fingerprint, email: 'a@b.example' }, null);
    expect(request?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(request).toEqual({
      id: request?.id,
      status: 'spam',
      payload: { id: request?.id, status: 'spam', request_fingerprint: fingerprint, email: 'a@b.example' },
    });
  });

  it('keeps an id another filter already gave it, so every delivery names the same request', () => {
    const first = formRequestOf({ request_fingerprint: fingerprint }, null);
    const second = formRequestOf(first?.payload, null);
    expect(second?.id).toBe(first?.id);
    expect(second?.status).toBe('new');
  });

  it.each([
    ['a user’s create (the admin, the API)', { request_fingerprint: fingerprint }, { user: 'u-1', admin: true }],
    ['a system write without a fingerprint', { email: 'a@b.example' }, null],
    ['an empty fingerprint', { request_fingerprint: '' }, null],
    ['no payload', undefined, null],
    ['a list', [fingerprint], null],
  ])('is nothing for %s', (_name, payload, accountability) => {
    expect(formRequestOf(payload, accountability)).toBeNull();
  });
});

describe('requests staff take out of spam', () => {
  const database = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  beforeAll(async () => {
    await database.schema.createTable('requests', (table) => {
      table.string('id').primary();
      table.string('status');
    });
    await database('requests').insert([
      { id: 'spam-1', status: 'spam' },
      { id: 'spam-2', status: 'spam' },
      { id: 'new-1', status: 'new' },
    ]);
  });
  afterAll(() => database.destroy());

  it('are the spam requests an update moves to another status', async () => {
    expect(await leavingSpam({ status: 'new' }, ['spam-1', 'new-1'], database)).toEqual(['spam-1']);
    expect(await leavingSpam({ status: 'spam' }, ['spam-1'], database)).toEqual([]);
    expect(await leavingSpam({ internal_notes: 'x' }, ['spam-1'], database)).toEqual([]);
    expect(await leavingSpam({ status: 'new' }, [], database)).toEqual([]);
  });

  it('are taken by the action of the update that moved them, once, not by another update in between', async () => {
    const rescues = spamRescues();
    await rescues.note({ status: 'contacted' }, ['spam-2'], database);
    // The confirmation's outcome written on the same request commits first: not the move.
    expect(rescues.take({ payload: { confirmation_error: 'Marked as spam.' }, keys: ['spam-2'] })).toEqual([]);
    expect(rescues.take({ payload: { status: 'contacted' }, keys: ['spam-2'] })).toEqual(['spam-2']);
    expect(rescues.take({ payload: { status: 'contacted' }, keys: ['spam-2'] })).toEqual([]);
  });
});

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFormOptions } from '@agency/request-rules/option-reader';
import { createOptionTables } from '@agency/request-rules/option-tables.test-support';
import { SPEC_OPTIONS } from '@agency/request-rules/spec-options.fixture';

// The option lists are seeded by migrations/003 (a frozen record: it keeps its own copy,
// docs/decisions/010-shared-request-rules.md) and written out for unit tests in
// spec-options.fixture.ts. Seeded into an empty database and read back the way the endpoint reads
// them, they are the fixture's lists.
const root = path.resolve(import.meta.dirname, '../..');
const database = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });

beforeAll(async () => {
  await createOptionTables(database);
  const seed = pathToFileURL(path.join(root, 'migrations/003-request-form-options.js')).href;
  const migration = (await import(seed)) as { up: (database: knex.Knex) => Promise<void> };
  await migration.up(database);
});

afterAll(() => database.destroy());

describe('the seeded option lists', () => {
  it('are those of the unit tests’ fixture', async () => {
    expect(await readFormOptions(database, 'published')).toEqual(SPEC_OPTIONS);
  });
});

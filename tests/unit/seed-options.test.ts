import path from 'node:path';
import { pathToFileURL } from 'node:url';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFormOptions } from '@agency/request-rules/option-reader';
import { SPEC_OPTIONS } from '@agency/request-rules/spec-options.fixture';

// The option lists are seeded by migrations/003 (a frozen record: it keeps its own copy,
// docs/decisions/010-shared-request-rules.md) and written out for unit tests in
// spec-options.fixture.ts. Seeded into an empty database and read back the way the endpoint reads
// them, they are the fixture's lists.
const root = path.resolve(import.meta.dirname, '../..');
const database = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });

beforeAll(async () => {
  await database.schema.createTable('project_types', (table) => {
    table.increments('id');
    table.string('status');
    table.integer('sort');
    for (const column of ['label', 'value', 'keywords', 'service_classes']) table.string(column);
    table.boolean('is_fallback');
  });
  await database.schema.createTable('specific_project_types', (table) => {
    table.increments('id');
    table.string('status');
    table.integer('sort');
    table.integer('project_type');
    for (const column of ['label', 'value']) table.string(column);
  });
  await database.schema.createTable('form_options', (table) => {
    table.increments('id');
    table.string('status');
    table.integer('sort');
    for (const column of ['list', 'label', 'value']) table.string(column);
  });
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

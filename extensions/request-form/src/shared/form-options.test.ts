import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOptionTables, insertSampleOptions } from '@agency/request-rules/option-tables.test-support';
import { loadFormOptions } from './form-options';
import { sharedOptionsCache } from './options-cache';

// docs/product.md "Option lists": the endpoint offers only published options, in the editors'
// order (the reader's cases: packages/request-rules/src/option-reader.test.ts).
const database = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });

beforeAll(async () => {
  await createOptionTables(database);
  await insertSampleOptions(database);
});

afterAll(() => database.destroy());

describe('the option lists the endpoint reads', () => {
  it('are the published ones, by their sort order', async () => {
    const options = await loadFormOptions(database);
    expect(options.projectTypes.map((type) => type.value)).toEqual(['brand', 'web', 'other']);
    expect(options.projectTypes[1]!.specificTypes.map((type) => type.value)).toEqual(['portal', 'shop']);
    expect(options.timeline).toEqual([]);
  });

  it('are kept once per process, shared by the endpoint and the hooks', async () => {
    const cache = sharedOptionsCache(database);
    expect(sharedOptionsCache(database)).toBe(cache);
    expect(await cache.get()).toEqual(await loadFormOptions(database));
  });
});

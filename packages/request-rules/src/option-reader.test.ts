import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFormOptions } from './option-reader';
import { createOptionTables, insertSampleOptions } from './option-tables.test-support';

// docs/product.md "Option lists": the endpoint offers published options only, in the editors'
// order; the confirmation e-mail reads every option's label, hidden ones too.
const database = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });

beforeAll(async () => {
  await createOptionTables(database);
  await insertSampleOptions(database);
});

afterAll(() => database.destroy());

describe('reading the option lists from the database', () => {
  it('takes only published options, by their sort order, ties in creation order', async () => {
    const options = await readFormOptions(database, 'published');
    expect(options.projectTypes.map((type) => type.value)).toEqual(['brand', 'web', 'other']);
    expect(options.projectTypes[1]!.specificTypes).toEqual([
      { value: 'portal', label: 'Portal' },
      { value: 'shop', label: 'Shop' },
    ]);
    expect(options.projectTypes[1]).toMatchObject({ label: 'Web', keywords: ['web'], serviceClasses: ['web'] });
    expect(options.projectTypes[2]!.isFallback).toBe(true);
    expect(options.budget).toEqual([
      { value: 'small', label: 'Small' },
      { value: 'large', label: 'Large', followUp: { kind: 'text', label: 'Is there a tender?', required: true } },
    ]);
    expect(options.timeline).toEqual([]);
  });

  it("takes hidden options too when asked for every row (the confirmation e-mail's labels)", async () => {
    const options = await readFormOptions(database, 'every');
    expect(options.projectTypes.map((type) => type.value)).toEqual(['hidden', 'brand', 'web', 'other']);
    expect(options.projectTypes[2]!.specificTypes.map((type) => type.value)).toEqual(['portal', 'shop', 'old']);
    expect(options.timeline).toEqual([{ value: 'soon', label: 'Soon' }]);
  });
});

import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFormOptions } from './option-reader';

// docs/product.md "Option lists": the endpoint offers published options only, in the editors'
// order; the confirmation e-mail reads every option's label, hidden ones too.
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
  await database('project_types').insert([
    {
      id: 1,
      status: 'published',
      sort: 2,
      label: 'Web',
      value: 'web',
      keywords: 'web',
      service_classes: 'web',
      is_fallback: false,
    },
    {
      id: 2,
      status: 'published',
      sort: 1,
      label: 'Brand',
      value: 'brand',
      keywords: 'brand',
      service_classes: '',
      is_fallback: false,
    },
    {
      id: 3,
      status: 'draft',
      sort: 0,
      label: 'Hidden',
      value: 'hidden',
      keywords: '',
      service_classes: '',
      is_fallback: false,
    },
    {
      id: 4,
      status: 'published',
      sort: 2,
      label: 'Other',
      value: 'other',
      keywords: '',
      service_classes: '',
      is_fallback: true,
    },
  ]);
  await database('specific_project_types').insert([
    { status: 'published', sort: 2, project_type: 1, label: 'Shop', value: 'shop' },
    { status: 'published', sort: 1, project_type: 1, label: 'Portal', value: 'portal' },
    { status: 'archived', sort: 3, project_type: 1, label: 'Old', value: 'old' },
  ]);
  await database('form_options').insert([
    { status: 'published', sort: 2, list: 'budget', label: 'Large', value: 'large' },
    { status: 'published', sort: 1, list: 'budget', label: 'Small', value: 'small' },
    { status: 'draft', sort: 1, list: 'timeline', label: 'Soon', value: 'soon' },
  ]);
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
      { value: 'large', label: 'Large' },
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

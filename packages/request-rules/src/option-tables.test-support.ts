// The option-list tables of the CMS, as much of them as the reader reads, in an in-memory
// database for unit tests: the reader's own (option-reader.test.ts), the extension's and the
// seeded lists' (tests/unit/seed-options.test.ts).
import type { Knex } from 'knex';

/** An option's follow-up (docs/decisions/041-follow-up-questions.md), in each of the three tables. */
function followUpColumns(table: Knex.CreateTableBuilder) {
  table.string('follow_up');
  table.string('follow_up_label');
  table.boolean('follow_up_required');
}

/** The three tables the option lists live in. */
export async function createOptionTables(database: Knex) {
  await database.schema.createTable('project_types', (table) => {
    table.increments('id');
    table.string('status');
    table.integer('sort');
    for (const column of ['label', 'value', 'keywords', 'service_classes']) table.string(column);
    table.boolean('is_fallback');
    table.json('translations');
    followUpColumns(table);
  });
  await database.schema.createTable('specific_project_types', (table) => {
    table.increments('id');
    table.string('status');
    table.integer('sort');
    table.integer('project_type');
    for (const column of ['label', 'value']) table.string(column);
    table.json('translations');
    followUpColumns(table);
  });
  await database.schema.createTable('form_options', (table) => {
    table.increments('id');
    table.string('status');
    table.integer('sort');
    for (const column of ['list', 'label', 'value']) table.string(column);
    table.json('translations');
    followUpColumns(table);
  });
}

/**
 * A sample of every case the reader meets: published, draft and archived rows, sort ties, a
 * fallback project type, specific types under one of them, an option list with nothing published.
 */
export async function insertSampleOptions(database: Knex) {
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
    {
      status: 'published',
      sort: 2,
      list: 'budget',
      label: 'Large',
      value: 'large',
      follow_up: 'text',
      follow_up_label: 'Is there a tender?',
      follow_up_required: true,
    },
    { status: 'published', sort: 1, list: 'budget', label: 'Small', value: 'small' },
    { status: 'draft', sort: 1, list: 'timeline', label: 'Soon', value: 'soon' },
  ]);
}

// Option lists in the admin: sortable by drag and drop (each collection's sort field is `sort`,
// in the snapshot), shown sorted by it, with a bookmark per list of the shared form_options
// collection.
//
// Migration 003 numbered each list from 1, so the lists of one collection shared sort values and
// a table sorted by `sort` interleaved them (research 1, budget 1, timeline 1…). Here every
// collection gets one running order, list after list, keeping each list's own order: the table
// then shows each list as a block, and Directus' drag-and-drop (which renumbers across the whole
// collection) keeps the other lists' order intact. The form orders by `sort` within each list, so
// nothing changes on the site.

// Step 3 lists in the order the form asks them (the `list` field's choices).
const FORM_OPTION_LISTS = ['research', 'budget', 'timeline', 'next_step'];

const LIST_BOOKMARKS = [
  { list: 'research', bookmark: 'How you found us', icon: 'travel_explore' },
  { list: 'budget', bookmark: 'Budget', icon: 'payments' },
  { list: 'timeline', bookmark: 'Timeline', icon: 'schedule' },
  { list: 'next_step', bookmark: 'Next step', icon: 'forward' },
];

const COLUMNS = {
  project_types: ['label', 'value', 'status', 'keywords', 'service_classes', 'is_fallback'],
  specific_project_types: ['project_type', 'label', 'value', 'status'],
  form_options: ['list', 'label', 'value', 'status'],
};

const tabular = (collection) => ({
  layout: 'tabular',
  layout_query: JSON.stringify({ tabular: { fields: COLUMNS[collection], sort: ['sort'], page: 1, limit: 100 } }),
  layout_options: JSON.stringify({ tabular: { spacing: 'compact' } }),
});

const PRESETS = [
  ...Object.keys(COLUMNS).map((collection) => ({
    collection,
    bookmark: null,
    icon: 'bookmark',
    filter: null,
    ...tabular(collection),
  })),
  ...LIST_BOOKMARKS.map(({ list, bookmark, icon }) => ({
    collection: 'form_options',
    bookmark,
    icon,
    filter: JSON.stringify({ _and: [{ list: { _eq: list } }] }),
    ...tabular('form_options'),
  })),
];

/** Gives rows, already in the wanted order, the sort values 1…n. */
async function renumber(knex, table, rows) {
  for (const [index, row] of rows.entries()) {
    if (row.sort !== index + 1)
      await knex(table)
        .where({ id: row.id })
        .update({ sort: index + 1 });
  }
}

/** Sorts rows by their group's rank, then by their own sort and id. */
const byGroupThenSort = (rank) => (a, b) => rank(a) - rank(b) || (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id;

/** Restarts the numbering at 1 in every group (the layout of migration 003). */
async function renumberWithinGroups(knex, table, groupColumn) {
  const rows = await knex(table)
    .select('id', 'sort', groupColumn)
    .orderBy([{ column: 'sort' }, { column: 'id' }]);
  const next = new Map();
  for (const row of rows) {
    const sort = (next.get(row[groupColumn]) ?? 0) + 1;
    next.set(row[groupColumn], sort);
    if (row.sort !== sort) await knex(table).where({ id: row.id }).update({ sort });
  }
}

const ourPresets = (knex) =>
  knex('directus_presets')
    .whereIn('collection', Object.keys(COLUMNS))
    .whereNull('user')
    .whereNull('role')
    .where((query) =>
      query.whereNull('bookmark').orWhereIn(
        'bookmark',
        LIST_BOOKMARKS.map((entry) => entry.bookmark),
      ),
    );

export async function up(knex) {
  const options = await knex('form_options').select('id', 'sort', 'list');
  const listRank = (row) => {
    const rank = FORM_OPTION_LISTS.indexOf(row.list);
    return rank === -1 ? FORM_OPTION_LISTS.length : rank;
  };
  await renumber(knex, 'form_options', options.sort(byGroupThenSort(listRank)));

  const typeRanks = new Map(
    (
      await knex('project_types')
        .select('id')
        .orderBy([{ column: 'sort' }, { column: 'id' }])
    ).map((row, index) => [row.id, index]),
  );
  const specificTypes = await knex('specific_project_types').select('id', 'sort', 'project_type');
  await renumber(
    knex,
    'specific_project_types',
    specificTypes.sort(byGroupThenSort((row) => typeRanks.get(row.project_type) ?? typeRanks.size)),
  );

  await ourPresets(knex).delete();
  await knex('directus_presets').insert(
    PRESETS.map((preset) => ({ ...preset, user: null, role: null, search: null, color: null })),
  );
}

export async function down(knex) {
  await ourPresets(knex).delete();
  await renumberWithinGroups(knex, 'form_options', 'list');
  await renumberWithinGroups(knex, 'specific_project_types', 'project_type');
}

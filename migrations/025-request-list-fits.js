// Staff read the Requests list whole at 1280 px with the right-hand panel closed (README "For
// staff", docs/decisions/028-admin-reads-at-a-glance.md). Migration 021's seven columns did not
// fit: "Submitted" was cut to "Submit…" and "less than a minute ago" to "less than a…", and the
// longer labels of the demo lists ("Reputation Management", "More than $100,000", "Proposal
// sent") were cut as well. The person and their company now share one column, "Person and
// company" (the request id shown by the display of that name, as on the board's cards: "Maya
// Okafor · Lumen Health"), which leaves every other column the room its header and labels need;
// "Submitted" shows the display's strict relative time ("12 minutes ago", in the snapshot).
// The list's global presets (the list and its bookmarks; the board keeps its own layout) are
// changed in place; `down` puts back migration 021's columns and widths.
const COLLECTION = 'requests';
const TABULAR_BOOKMARKS = [null, 'New', 'In progress', 'Won / Lost', 'Spam'];

const COLUMNS = ['id', 'project', 'budget', 'status', 'date_submitted'];
const WIDTHS = { id: 245, project: 180, budget: 150, status: 145, date_submitted: 130 };

// What migration 021 set.
const EARLIER_COLUMNS = ['first_name', 'last_name', 'company', 'project', 'budget', 'status', 'date_submitted'];
const EARLIER_WIDTHS = {
  first_name: 110,
  last_name: 110,
  company: 140,
  project: 150,
  budget: 140,
  status: 110,
  date_submitted: 100,
};

const parsed = (value) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {}));

/** The list's global presets shown as a table, as migration 021 chose them: the list and its bookmarks. */
const listPresets = (knex) =>
  knex('directus_presets')
    .where({ collection: COLLECTION })
    .whereNull('user')
    .whereNull('role')
    .where((query) =>
      query.whereNull('bookmark').orWhereIn(
        'bookmark',
        TABULAR_BOOKMARKS.filter((bookmark) => bookmark !== null),
      ),
    )
    .select('id', 'layout_query', 'layout_options');

async function setColumns(knex, columns, widths) {
  for (const row of await listPresets(knex)) {
    const query = parsed(row.layout_query);
    const options = parsed(row.layout_options);
    query.tabular = { ...query.tabular, fields: columns };
    options.tabular = { ...options.tabular, widths };
    await knex('directus_presets')
      .where({ id: row.id })
      .update({ layout_query: JSON.stringify(query), layout_options: JSON.stringify(options) });
  }
}

export async function up(knex) {
  await setColumns(knex, COLUMNS, WIDTHS);
}

export async function down(knex) {
  await setColumns(knex, EARLIER_COLUMNS, EARLIER_WIDTHS);
}

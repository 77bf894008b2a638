// Scheduled publishing (README "For editors"): the schema adds Publish At and Unpublish At to
// promotions and pages; here their lists show them, read by the "Schedule" display ("Scheduled for
// 1 Dec, 09:00" or "Published"; on the item, Unpublish At reads "Until …" or "Ended …"). The pages
// list (migration 021) shows Publish At where Show in Navigation was (it stays on the page itself),
// so that every column shows whole at 1280 px; the promotions list had no preset, so its global
// preset is made here. `down` puts back what was there before.
const PAGES_BEFORE = {
  fields: ['title', 'slug', 'status', 'show_in_navigation'],
  widths: { title: 260, slug: 260, status: 130 },
};
const PAGES = {
  fields: ['title', 'slug', 'status', 'publish_at'],
  widths: { title: 270, slug: 210, status: 100, publish_at: 230 },
};
const PROMOS = {
  fields: ['title', 'year', 'month', 'status', 'publish_at'],
  widths: { title: 260, year: 90, month: 90, status: 110, publish_at: 260 },
};

const globalList = (knex, collection) =>
  knex('directus_presets').where({ collection }).whereNull('user').whereNull('role').whereNull('bookmark');

const parsed = (value) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {}));

async function setPagesList(knex, list) {
  for (const row of await globalList(knex, 'pages').select('id', 'layout_query', 'layout_options')) {
    const query = parsed(row.layout_query);
    const options = parsed(row.layout_options);
    query.tabular = { ...query.tabular, fields: list.fields };
    options.tabular = { ...options.tabular, widths: list.widths };
    await knex('directus_presets')
      .where({ id: row.id })
      .update({ layout_query: JSON.stringify(query), layout_options: JSON.stringify(options) });
  }
}

export async function up(knex) {
  await setPagesList(knex, PAGES);
  await globalList(knex, 'promos').delete();
  await knex('directus_presets').insert({
    collection: 'promos',
    user: null,
    role: null,
    bookmark: null,
    search: null,
    icon: 'bookmark',
    color: null,
    filter: null,
    layout: 'tabular',
    layout_query: JSON.stringify({
      tabular: { fields: PROMOS.fields, sort: ['-year', '-month'], page: 1, limit: 100 },
    }),
    layout_options: JSON.stringify({ tabular: { widths: PROMOS.widths, spacing: 'cozy' } }),
  });
}

export async function down(knex) {
  await globalList(knex, 'promos').delete();
  await setPagesList(knex, PAGES_BEFORE);
}

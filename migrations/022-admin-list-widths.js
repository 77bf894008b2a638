// Editors' lists read whole at 1280 px with the right-hand panel closed (README "For editors",
// docs/decisions/028-admin-reads-at-a-glance.md): the option lists' columns are wide enough for
// their headers ("Label (shown in the form)", "Value (stored on requests)") and for the labels
// and values of the demo lists, and the redirects list shows where each one goes whole, then its
// status code and whether it is applied. Directus' default widths (160 px a column) cut both.
// The option lists' presets (migrations 011 and 021) are changed in place; the redirects list
// had none, so its global preset is made here. `down` puts back what was there before.
const OPTION_LISTS = {
  form_options: { list: 170, label: 220, value: 220, status: 100 },
  project_types: { label: 230, value: 230, is_fallback: 120, status: 110 },
  specific_project_types: { project_type: 190, label: 230, value: 230, status: 100 },
};
// What migration 021 set; the other lists had no widths (migration 011).
const EARLIER_WIDTHS = { project_types: { label: 220, value: 220 } };

const REDIRECTS = {
  fields: ['from_path', 'to', 'status_code', 'status'],
  widths: { from_path: 200, to: 280, status_code: 120, status: 120 },
};

const parsed = (value) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {}));

/** The option lists' global presets: each list's own and the form options' bookmarks. */
const optionListPresets = (knex) =>
  knex('directus_presets')
    .whereIn('collection', Object.keys(OPTION_LISTS))
    .whereNull('user')
    .whereNull('role')
    .select('id', 'collection', 'layout_options');

async function setOptionListWidths(knex, on) {
  for (const row of await optionListPresets(knex)) {
    const options = parsed(row.layout_options);
    const widths = on ? OPTION_LISTS[row.collection] : EARLIER_WIDTHS[row.collection];
    if (widths) options.tabular = { ...options.tabular, widths };
    else if (options.tabular) delete options.tabular.widths;
    await knex('directus_presets')
      .where({ id: row.id })
      .update({ layout_options: JSON.stringify(options) });
  }
}

const redirectsPreset = (knex) =>
  knex('directus_presets').where({ collection: 'redirects' }).whereNull('user').whereNull('role').whereNull('bookmark');

export async function up(knex) {
  await setOptionListWidths(knex, true);
  await redirectsPreset(knex).delete();
  await knex('directus_presets').insert({
    collection: 'redirects',
    user: null,
    role: null,
    bookmark: null,
    search: null,
    icon: 'bookmark',
    color: null,
    filter: null,
    layout: 'tabular',
    layout_query: JSON.stringify({ tabular: { fields: REDIRECTS.fields, sort: ['from_path'], page: 1, limit: 100 } }),
    layout_options: JSON.stringify({ tabular: { widths: REDIRECTS.widths, spacing: 'cozy' } }),
  });
}

export async function down(knex) {
  await redirectsPreset(knex).delete();
  await setOptionListWidths(knex, false);
}

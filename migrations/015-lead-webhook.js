// How administrators see the hand-off webhook's deliveries (README "Hand-off"): newest first,
// with status, attempts, the receiver's last status and the last error as columns, plus
// bookmarks for the deliveries still being tried and those that failed. Global presets (no
// user, no role); only administrators can read the collection, so only they see them. The
// collections themselves are in the snapshot; no policy gets a permission on them.
const COLLECTION = 'webhook_deliveries';

const COLUMNS = ['date_created', 'request', 'status', 'attempts', 'last_status_code', 'last_error', 'next_attempt_at'];
const WIDTHS = {
  date_created: 170,
  request: 220,
  status: 130,
  attempts: 100,
  last_status_code: 120,
  last_error: 360,
  next_attempt_at: 170,
};

const tabular = (filter) => ({
  layout: 'tabular',
  layout_query: { tabular: { fields: COLUMNS, sort: ['-date_created'], page: 1, limit: 25 } },
  layout_options: { tabular: { widths: WIDTHS, spacing: 'cozy' } },
  filter,
});

const statusIs = (status) => ({ _and: [{ status: { _eq: status } }] });

const PRESETS = [
  { bookmark: null, icon: 'send', color: null, ...tabular(null) },
  { bookmark: 'Pending', icon: 'schedule_send', color: '#FFC23B', ...tabular(statusIs('pending')) },
  { bookmark: 'Failed', icon: 'error', color: '#E35169', ...tabular(statusIs('failed')) },
];

const json = (value) => (value === null ? null : JSON.stringify(value));

const ours = (knex) =>
  knex('directus_presets')
    .where({ collection: COLLECTION })
    .whereNull('user')
    .whereNull('role')
    .where((query) =>
      query.whereNull('bookmark').orWhereIn('bookmark', PRESETS.map((preset) => preset.bookmark).filter(Boolean)),
    );

export async function up(knex) {
  await ours(knex).delete();
  await knex('directus_presets').insert(
    PRESETS.map((preset) => ({
      collection: COLLECTION,
      user: null,
      role: null,
      search: null,
      refresh_interval: null,
      bookmark: preset.bookmark,
      icon: preset.icon,
      color: preset.color,
      layout: preset.layout,
      layout_query: json(preset.layout_query),
      layout_options: json(preset.layout_options),
      filter: json(preset.filter),
    })),
  );
}

export async function down(knex) {
  await ours(knex).delete();
}

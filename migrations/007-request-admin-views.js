// How staff see requests in the admin: the list opens on new requests, newest first, with the
// columns that matter for triage, plus bookmarks for each stage of the workflow and a kanban board
// grouped by status (drag a card to change its status). Global presets (no user, no role):
// everyone who can read requests (staff, administrators) gets them; editors cannot read requests
// and never see them. A user's own changes to a list are saved as their own preset on top.
const COLLECTION = 'requests';

const COLUMNS = ['date_submitted', 'first_name', 'last_name', 'company', 'project', 'budget', 'timeline', 'status'];
const WIDTHS = {
  date_submitted: 170,
  first_name: 130,
  last_name: 140,
  company: 190,
  project: 190,
  budget: 180,
  timeline: 130,
  status: 140,
};
const NEWEST_FIRST = ['-date_submitted'];

const tabular = (filter) => ({
  layout: 'tabular',
  layout_query: { tabular: { fields: COLUMNS, sort: NEWEST_FIRST, page: 1, limit: 25 } },
  layout_options: { tabular: { widths: WIDTHS, spacing: 'cozy' } },
  filter,
});

const statusIs = (...statuses) => ({
  _and: [{ status: statuses.length === 1 ? { _eq: statuses[0] } : { _in: statuses } }],
});

const PRESETS = [
  // The collection's default: what the Requests list shows before a user changes anything.
  { bookmark: null, icon: 'inbox', color: null, ...tabular(statusIs('new')) },
  { bookmark: 'New', icon: 'fiber_new', color: '#3399FF', ...tabular(statusIs('new')) },
  {
    bookmark: 'In progress',
    icon: 'pending_actions',
    color: '#FFC23B',
    ...tabular(statusIs('in_review', 'contacted', 'proposal_sent')),
  },
  { bookmark: 'Won / Lost', icon: 'emoji_events', color: '#2ECDA7', ...tabular(statusIs('won', 'lost')) },
  { bookmark: 'Spam', icon: 'report', color: '#6B7280', ...tabular(statusIs('spam')) },
  {
    // Core "kanban" layout: one column per status choice; spam stays a drop target but its
    // cards are left out, archived requests are hidden by the collection's archive filter.
    bookmark: 'Board',
    icon: 'view_week',
    color: '#A06CFF',
    layout: 'kanban',
    layout_query: { kanban: { sort: NEWEST_FIRST, limit: 100 } },
    layout_options: {
      kanban: {
        groupField: 'status',
        titleField: 'company',
        textField: 'project_type',
        tagsField: 'project',
        dateField: 'date_submitted',
        userField: 'assignee',
        showUngrouped: false,
      },
    },
    filter: { _and: [{ status: { _neq: 'spam' } }] },
  },
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

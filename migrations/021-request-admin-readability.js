// Staff read the Requests list, board and Insights at a glance (README "For staff",
// docs/decisions/028-admin-reads-at-a-glance.md):
// - the list's columns fit 1280 px: who (first and last name, company), the service asked for,
//   budget and status by their labels, and when it arrived, newest first;
// - the board's cards are titled by the person and company (the id's "Person and company"
//   display), with the service asked for; its eight status columns are four to a row (the
//   project's custom CSS), so every status is a drop target in view at 1280 px;
// - editors' lists lead with what they recognise: a page's title and path, an option's label
//   (the option lists leave out columns empty for most options);
// - the Insights charts of requests are the "Requests chart" panel (extensions/admin-labels):
//   requests per week as bars that show this week's, and counts by service, budget and status by
//   their labels, every label written out; the latest requests as rows a person reads.
// The presets of migration 007 and the panels of migration 009 are changed in place (their ids
// stay); `down` puts their earlier settings back.
import { INSIGHTS_DASHBOARD_ID } from './lib/ids.js';

const COLLECTION = 'requests';
const TABULAR_BOOKMARKS = [null, 'New', 'In progress', 'Won / Lost', 'Spam'];
const NEWEST_FIRST = ['-date_submitted'];

const COLUMNS = ['first_name', 'last_name', 'company', 'project', 'budget', 'status', 'date_submitted'];
const WIDTHS = {
  first_name: 110,
  last_name: 110,
  company: 140,
  project: 150,
  budget: 140,
  status: 110,
  date_submitted: 100,
};
const BOARD = {
  groupField: 'status',
  titleField: 'id',
  textField: 'project',
  tagsField: null,
  dateField: 'date_submitted',
  userField: 'assignee',
  showUngrouped: false,
};

// What migration 007 set.
const EARLIER_COLUMNS = [
  'date_submitted',
  'first_name',
  'last_name',
  'company',
  'project',
  'budget',
  'timeline',
  'status',
];
const EARLIER_WIDTHS = {
  date_submitted: 170,
  first_name: 130,
  last_name: 140,
  company: 190,
  project: 190,
  budget: 180,
  timeline: 130,
  status: 140,
};
const EARLIER_BOARD = {
  groupField: 'status',
  titleField: 'company',
  textField: 'project_type',
  tagsField: 'project',
  dateField: 'date_submitted',
  userField: 'assignee',
  showUngrouped: false,
};

const NOT_SPAM = { _and: [{ status: { _neq: 'spam' } }] };
const ACCENT = '#E4572E';
const PANEL_ID = {
  perWeek: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e15',
  byProjectType: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e16',
  byBudget: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e17',
  byStatus: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e18',
  latest: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e19',
};

const PANELS = [
  {
    id: PANEL_ID.perWeek,
    name: 'Requests per week',
    icon: 'bar_chart',
    type: 'request-chart',
    note: 'The last 12 weeks, this week on the right; spam left out',
    options: { mode: 'week', weeks: 12, includeSpam: false },
  },
  {
    id: PANEL_ID.byProjectType,
    height: 21,
    name: 'By service',
    icon: 'category',
    type: 'request-chart',
    note: 'The kind of project chosen in step 1 (Project Types); spam left out',
    options: { mode: 'count', field: 'project', list: 'project_types', includeSpam: false },
  },
  {
    id: PANEL_ID.byBudget,
    height: 21,
    name: 'By budget',
    icon: 'payments',
    type: 'request-chart',
    note: 'Spam left out',
    options: { mode: 'count', field: 'budget', list: 'budget', includeSpam: false },
  },
  {
    id: PANEL_ID.byStatus,
    height: 21,
    name: 'By status',
    icon: 'view_week',
    type: 'request-chart',
    note: 'Every request, spam and archived ones included',
    options: { mode: 'count', field: 'status', list: null, includeSpam: true },
  },
  {
    id: PANEL_ID.latest,
    position_y: 42,
    height: 22,
    name: 'Latest requests',
    icon: 'inbox',
    type: 'request-chart',
    note: 'Newest first, spam left out; click one to open it',
    options: { mode: 'latest', limit: 8, includeSpam: false },
  },
];

// What migration 009 set.
const EARLIER_PANELS = [
  {
    id: PANEL_ID.perWeek,
    name: 'Requests per week',
    icon: 'show_chart',
    type: 'time-series',
    note: 'Last 6 months, spam left out',
    options: {
      collection: COLLECTION,
      dateField: 'date_submitted',
      valueField: 'id',
      function: 'count',
      precision: 'week',
      range: '6 months',
      color: ACCENT,
      fillType: 'gradient',
      curveType: 'smooth',
      decimals: 0,
      min: 0,
      showXAxis: true,
      showYAxis: true,
      filter: NOT_SPAM,
    },
  },
  {
    id: PANEL_ID.byProjectType,
    height: 16,
    name: 'By project type',
    icon: 'category',
    type: 'bar-chart',
    note: 'The specific project type chosen in step 1, spam left out',
    options: {
      collection: COLLECTION,
      xAxis: 'project_type',
      yAxis: 'id',
      function: 'count',
      horizontal: true,
      decimals: 0,
      color: ACCENT,
      showAxisLabels: 'both',
      showDataLabel: true,
      filter: NOT_SPAM,
    },
  },
  {
    id: PANEL_ID.byBudget,
    height: 16,
    name: 'By budget',
    icon: 'payments',
    type: 'pie-chart',
    note: 'Spam left out',
    options: {
      collection: COLLECTION,
      column: 'budget',
      function: 'count',
      donut: true,
      showLabels: true,
      legend: 'bottom',
      decimals: 0,
      color: ACCENT,
      filter: NOT_SPAM,
    },
  },
  {
    id: PANEL_ID.byStatus,
    height: 16,
    name: 'By status',
    icon: 'view_week',
    type: 'bar-chart',
    note: 'Every request, archived ones included',
    options: {
      collection: COLLECTION,
      xAxis: 'status',
      yAxis: 'id',
      function: 'count',
      horizontal: true,
      decimals: 0,
      color: '#3399FF',
      showAxisLabels: 'both',
      showDataLabel: true,
    },
  },
  {
    id: PANEL_ID.latest,
    position_y: 37,
    height: 16,
    name: 'Latest requests',
    icon: 'inbox',
    type: 'list',
    note: 'Newest first; click one to open it',
    options: {
      collection: COLLECTION,
      limit: 10,
      sortField: 'date_submitted',
      sortDirection: 'desc',
      displayTemplate:
        '{{date_submitted}} · {{first_name}} {{last_name}} · {{company}} · {{project_type}} · {{status}}',
      linkToItem: true,
    },
  },
];

// Settings → Appearance → Custom CSS, between these markers; anything an administrator wrote
// there stays.
const CSS_START = '/* agency-site: board */';
const CSS_END = '/* end agency-site: board */';
const BOARD_CSS = `${CSS_START}
body .kanban-layout .kanban .draggable { flex-wrap: wrap; align-content: flex-start; overflow-y: auto; }
body .kanban-layout .kanban .draggable > .group {
  inline-size: calc((100% - 3 * 1.125rem) / 4); min-inline-size: 11rem;
  block-size: calc(50vh - 5rem); min-block-size: 12rem;
}
body .kanban-layout .kanban .draggable > .group .header .title { max-inline-size: none; flex: 1; }
body .kanban-layout .kanban .draggable > .group .item .title { white-space: normal; block-size: auto; overflow: visible; }
${CSS_END}`;

const withoutBoardCss = (css) => {
  const start = (css ?? '').indexOf(CSS_START);
  const end = (css ?? '').indexOf(CSS_END);
  if (start === -1 || end === -1) return css ?? null;
  const rest = `${css.slice(0, start)}${css.slice(end + CSS_END.length)}`.trim();
  return rest === '' ? null : rest;
};

async function setBoardCss(knex, on) {
  const settings = await knex('directus_settings').select('id', 'custom_css').first();
  if (!settings) return;
  const rest = withoutBoardCss(settings.custom_css);
  const css = on ? [rest, BOARD_CSS].filter(Boolean).join('\n') : rest;
  await knex('directus_settings').where({ id: settings.id }).update({ custom_css: css });
}

// Editors' lists (global presets without a bookmark; migration 011 made the option lists').
const EDITOR_LISTS = {
  pages: { fields: ['title', 'slug', 'status', 'show_in_navigation'], widths: { title: 260, slug: 260, status: 130 } },
  project_types: { fields: ['label', 'value', 'is_fallback', 'status'], widths: { label: 220, value: 220 } },
};
const EARLIER_OPTION_COLUMNS = ['label', 'value', 'status', 'keywords', 'service_classes', 'is_fallback'];

async function setEditorLists(knex, on) {
  const pages = knex('directus_presets')
    .where({ collection: 'pages' })
    .whereNull('user')
    .whereNull('role')
    .whereNull('bookmark');
  await pages.clone().delete();
  if (on)
    await knex('directus_presets').insert({
      collection: 'pages',
      user: null,
      role: null,
      bookmark: null,
      search: null,
      icon: 'bookmark',
      color: null,
      filter: null,
      layout: 'tabular',
      layout_query: JSON.stringify({
        tabular: { fields: EDITOR_LISTS.pages.fields, sort: ['slug'], page: 1, limit: 100 },
      }),
      layout_options: JSON.stringify({ tabular: { widths: EDITOR_LISTS.pages.widths, spacing: 'cozy' } }),
    });
  const types = await knex('directus_presets')
    .where({ collection: 'project_types' })
    .whereNull('user')
    .whereNull('role')
    .whereNull('bookmark')
    .select('id', 'layout_query', 'layout_options');
  for (const row of types) {
    const query = typeof row.layout_query === 'string' ? JSON.parse(row.layout_query) : (row.layout_query ?? {});
    const options =
      typeof row.layout_options === 'string' ? JSON.parse(row.layout_options) : (row.layout_options ?? {});
    query.tabular = { ...query.tabular, fields: on ? EDITOR_LISTS.project_types.fields : EARLIER_OPTION_COLUMNS };
    if (on) options.tabular = { ...options.tabular, widths: EDITOR_LISTS.project_types.widths };
    else if (options.tabular) delete options.tabular.widths;
    await knex('directus_presets')
      .where({ id: row.id })
      .update({ layout_query: JSON.stringify(query), layout_options: JSON.stringify(options) });
  }
}

const globalPresets = (knex) =>
  knex('directus_presets').where({ collection: COLLECTION }).whereNull('user').whereNull('role');

async function setPresets(knex, { columns, widths, board }) {
  for (const bookmark of TABULAR_BOOKMARKS) {
    const rows = await (
      bookmark === null ? globalPresets(knex).whereNull('bookmark') : globalPresets(knex).where({ bookmark })
    ).select('id', 'layout_query', 'layout_options');
    for (const row of rows) {
      const query = typeof row.layout_query === 'string' ? JSON.parse(row.layout_query) : (row.layout_query ?? {});
      const options =
        typeof row.layout_options === 'string' ? JSON.parse(row.layout_options) : (row.layout_options ?? {});
      query.tabular = { ...query.tabular, fields: columns, sort: NEWEST_FIRST };
      options.tabular = { ...options.tabular, widths };
      await knex('directus_presets')
        .where({ id: row.id })
        .update({ layout_query: JSON.stringify(query), layout_options: JSON.stringify(options) });
    }
  }
  await globalPresets(knex)
    .where({ bookmark: 'Board' })
    .update({ layout_options: JSON.stringify({ kanban: board }) });
}

async function setPanels(knex, panels) {
  for (const { id, options, ...panel } of panels) {
    await knex('directus_panels')
      .where({ id, dashboard: INSIGHTS_DASHBOARD_ID })
      .update({ ...panel, options: JSON.stringify(options) });
  }
}

export async function up(knex) {
  await setPresets(knex, { columns: COLUMNS, widths: WIDTHS, board: BOARD });
  await setPanels(knex, PANELS);
  await setBoardCss(knex, true);
  await setEditorLists(knex, true);
}

export async function down(knex) {
  await setEditorLists(knex, false);
  await setBoardCss(knex, false);
  await setPanels(knex, EARLIER_PANELS);
  await setPresets(knex, { columns: EARLIER_COLUMNS, widths: EARLIER_WIDTHS, board: EARLIER_BOARD });
}

// The Insights dashboard for staff: how many requests come in, what they ask for, where they are in
// the workflow, and the latest ones. Core panels only (metric, time-series, bar-chart, pie-chart,
// list). Spam is left out of every chart but the one by status. Staff get read access to
// dashboards and panels (whole collections, as the free core tier requires); administrators
// edit the dashboard.
//
// "By project type" groups on `project_type` (the specific type): `project` is a JSON list, and
// PostgreSQL cannot group on a json column.
import { grant, revoke } from './lib/access.js';
import { INSIGHTS_DASHBOARD_ID, STAFF_POLICY_ID } from './lib/ids.js';

const COLLECTION = 'requests';
const ACCENT = '#E4572E';
const NOT_SPAM = { _and: [{ status: { _neq: 'spam' } }] };
const statusIn = (...statuses) => ({ _and: [{ status: { _in: statuses } }] });
const count = { field: 'id', function: 'count' };

const metric = (filter) => ({
  collection: COLLECTION,
  ...count,
  filter,
  numberStyle: 'decimal',
  notation: 'standard',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

// Grid units of the Insights canvas; four rows, 48 units wide.
const PANELS = [
  {
    id: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e11',
    name: 'New',
    icon: 'fiber_new',
    type: 'metric',
    position: [1, 1, 12, 6],
    note: 'Requests waiting for a first look',
    options: metric(statusIn('new')),
  },
  {
    id: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e12',
    name: 'In progress',
    icon: 'pending_actions',
    type: 'metric',
    position: [13, 1, 12, 6],
    note: 'In review, contacted or proposal sent',
    options: metric(statusIn('in_review', 'contacted', 'proposal_sent')),
  },
  {
    id: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e13',
    name: 'Won',
    icon: 'emoji_events',
    type: 'metric',
    position: [25, 1, 12, 6],
    note: null,
    options: metric(statusIn('won')),
  },
  {
    id: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e14',
    name: 'Last 30 days',
    icon: 'calendar_month',
    type: 'metric',
    position: [37, 1, 12, 6],
    note: 'Requests received in the last 30 days, spam left out',
    options: metric({ _and: [{ status: { _neq: 'spam' } }, { date_submitted: { _gte: '$NOW(-30 days)' } }] }),
  },
  {
    id: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e15',
    name: 'Requests per week',
    icon: 'show_chart',
    type: 'time-series',
    position: [1, 7, 48, 14],
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
    id: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e16',
    name: 'By project type',
    icon: 'category',
    type: 'bar-chart',
    position: [1, 21, 16, 16],
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
    id: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e17',
    name: 'By budget',
    icon: 'payments',
    type: 'pie-chart',
    position: [17, 21, 16, 16],
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
    id: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e18',
    name: 'By status',
    icon: 'view_week',
    type: 'bar-chart',
    position: [33, 21, 16, 16],
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
    id: '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e19',
    name: 'Latest requests',
    icon: 'inbox',
    type: 'list',
    position: [1, 37, 48, 16],
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

const INSIGHTS_COLLECTIONS = ['directus_dashboards', 'directus_panels'];

export async function up(knex) {
  await knex('directus_dashboards').insert({
    id: INSIGHTS_DASHBOARD_ID,
    name: 'Requests',
    icon: 'insights',
    color: ACCENT,
    note: 'Project requests: intake per week, what prospects ask for, and the triage workflow',
  });
  await knex('directus_panels').insert(
    PANELS.map(({ position: [x, y, width, height], options, ...panel }) => ({
      ...panel,
      dashboard: INSIGHTS_DASHBOARD_ID,
      color: null,
      show_header: true,
      position_x: x,
      position_y: y,
      width,
      height,
      options: JSON.stringify(options),
    })),
  );
  await grant(knex, STAFF_POLICY_ID, INSIGHTS_COLLECTIONS, ['read']);
}

export async function down(knex) {
  await revoke(knex, STAFF_POLICY_ID, INSIGHTS_COLLECTIONS);
  await knex('directus_panels').where({ dashboard: INSIGHTS_DASHBOARD_ID }).delete();
  await knex('directus_dashboards').where({ id: INSIGHTS_DASHBOARD_ID }).delete();
}

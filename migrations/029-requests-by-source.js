// Insights → Requests gets "Requests by source / campaign" (README "For staff",
// docs/decisions/037-lead-attribution.md): the "Requests chart" panel of extensions/admin-labels
// counting requests by the visit's UTM source and campaign, else the ad a click id names, else
// the referring site, spam left out. It goes below the latest requests (migration 021 placed
// them); `down` removes it.
import { INSIGHTS_DASHBOARD_ID } from './lib/ids.js';

const PANEL_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1e20';

export async function up(knex) {
  const dashboard = await knex('directus_dashboards').where({ id: INSIGHTS_DASHBOARD_ID }).first('id');
  if (!dashboard) return; // removed by an administrator: nothing to add to
  await knex('directus_panels').insert({
    id: PANEL_ID,
    dashboard: INSIGHTS_DASHBOARD_ID,
    name: 'Requests by source / campaign',
    icon: 'campaign',
    color: null,
    show_header: true,
    note: 'UTM source / campaign of the visit that sent the request, else the ad clicked or the referring site; spam left out',
    type: 'request-chart',
    position_x: 1,
    position_y: 64,
    width: 48,
    height: 20,
    options: JSON.stringify({ mode: 'source', includeSpam: false }),
  });
}

export async function down(knex) {
  await knex('directus_panels').where({ id: PANEL_ID }).delete();
}

// Status history: requests keep every change as a Directus revision (collection accountability
// "all", in the snapshot), with who and when in its activity row; the admin shows them in the
// request's Revisions sidebar. Staff need to read revisions and activity for that. The free core
// tier allows whole-collection permissions only, so staff are granted both whole; extensions/api-guard
// narrows what they read to the requests' part (no sign-in records, no flow revisions).
// The core licence returns only the last 30 days of revisions and activity (entitlements
// revision_historical_timeframe / activity_historical_timeframe of GET /license): older rows stay
// in the database, but the API and the admin no longer show them.
import { grant, revoke } from './lib/access.js';
import { STAFF_POLICY_ID } from './lib/ids.js';

const HISTORY_COLLECTIONS = ['directus_revisions', 'directus_activity'];

export async function up(knex) {
  await grant(knex, STAFF_POLICY_ID, HISTORY_COLLECTIONS, ['read']);
}

export async function down(knex) {
  await revoke(knex, STAFF_POLICY_ID, HISTORY_COLLECTIONS);
}

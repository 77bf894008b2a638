// Redirects managed in the CMS (README "For editors"): editors keep them like the rest of the
// site's content, and the web server reads them with it, to apply before any page is looked up.
// The collection is in the snapshot.
import { grant, revoke } from './lib/access.js';
import { EDITOR_POLICY_ID, WEBSITE_POLICY_ID } from './lib/ids.js';

const COLLECTIONS = ['redirects'];

export async function up(knex) {
  await grant(knex, EDITOR_POLICY_ID, COLLECTIONS, ['create', 'read', 'update', 'delete']);
  await grant(knex, WEBSITE_POLICY_ID, COLLECTIONS, ['read']);
}

export async function down(knex) {
  await revoke(knex, EDITOR_POLICY_ID, COLLECTIONS);
  await revoke(knex, WEBSITE_POLICY_ID, COLLECTIONS);
}

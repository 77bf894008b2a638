// Attachments (README "The request form", decision 020): staff read the files prospects attach,
// like the requests themselves. The collections are in the snapshot; the bytes
// (request_attachment_contents) get no permission at all: they leave only through the download
// link, which answers whoever may read the attachment's row (staff and administrators).
import { grant, revoke } from './lib/access.js';
import { STAFF_POLICY_ID } from './lib/ids.js';

const COLLECTIONS = ['request_attachments'];

export async function up(knex) {
  await grant(knex, STAFF_POLICY_ID, COLLECTIONS, ['read']);
}

export async function down(knex) {
  await revoke(knex, STAFF_POLICY_ID, COLLECTIONS);
}

// The confirmation e-mail every prospect gets after sending a request through the form (never for
// spam), sent by extensions/request-notifications (docs/decisions/016-confirmation-mail.md). Its
// texts live in the `confirmation_mail` singleton (in the snapshot): editors change them, staff
// read them, administrators do everything; whole-collection permissions only. The default texts
// keep the success message's promise (docs/product.md "Constants": 1-2 business days). A
// migration is a frozen record: the extension's unit tests render these defaults.
import { grant, revoke } from './lib/access.js';
import { MAIL_TEXT_COLLECTIONS } from './lib/collections.js';
import { EDITOR_POLICY_ID, STAFF_POLICY_ID } from './lib/ids.js';

export const DEFAULT_SUBJECT = 'Thank you for your project request, {{first_name}}';

export const DEFAULT_BODY = [
  'Hi {{first_name}},',
  '',
  'Thank you for telling us about your {{service}} project. Our team will reply within 1-2 business days.',
  '',
  'This is what you sent us:',
  '',
  '{{summary}}',
  '',
  'If anything has changed since, simply reply to this e-mail.',
  '',
  'Kind regards,',
  'The {{agency_name}} team',
].join('\n');

export async function up(knex) {
  await knex('confirmation_mail').insert({ id: 1, enabled: true, subject: DEFAULT_SUBJECT, body: DEFAULT_BODY });
  await grant(knex, EDITOR_POLICY_ID, MAIL_TEXT_COLLECTIONS, ['read', 'update']);
  await grant(knex, STAFF_POLICY_ID, MAIL_TEXT_COLLECTIONS, ['read']);
}

export async function down(knex) {
  await revoke(knex, STAFF_POLICY_ID, MAIL_TEXT_COLLECTIONS);
  await revoke(knex, EDITOR_POLICY_ID, MAIL_TEXT_COLLECTIONS);
  await knex('confirmation_mail').where({ id: 1 }).delete();
}

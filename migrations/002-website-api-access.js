// The web server's read-only identity: a user without a password or app access (no studio seat)
// whose static token comes from WEBSITE_API_TOKEN; the website-access hook keeps it in sync.
// It reads drafts too (a filtered permission would be a custom rule, which the free core tier
// does not allow): the web server itself only shows status = published.
import { createRoleWithPolicy, deleteRoleWithPolicy, grant } from './lib/access.js';
import { WEBSITE_READABLE_COLLECTIONS } from './lib/collections.js';
import { WEBSITE_POLICY_ID, WEBSITE_ROLE_ID, WEBSITE_USER_EMAIL, WEBSITE_USER_ID } from './lib/ids.js';

export async function up(knex) {
  await createRoleWithPolicy(knex, {
    role: {
      id: WEBSITE_ROLE_ID,
      name: 'Website API',
      icon: 'public',
      description: 'The web server: reads published content with a static token',
    },
    policy: {
      id: WEBSITE_POLICY_ID,
      name: 'Website API: read content',
      icon: 'public',
      description: 'Read-only access to site content; no app access, no requests',
      admin_access: false,
      app_access: false,
      enforce_tfa: false,
    },
  });
  await grant(knex, WEBSITE_POLICY_ID, WEBSITE_READABLE_COLLECTIONS, ['read']);
  await knex('directus_users').insert({
    id: WEBSITE_USER_ID,
    first_name: 'Website',
    last_name: 'API',
    email: WEBSITE_USER_EMAIL,
    status: 'active',
    role: WEBSITE_ROLE_ID,
    token: process.env.WEBSITE_API_TOKEN || null,
    provider: 'default',
  });
}

export async function down(knex) {
  await knex('directus_users').where({ id: WEBSITE_USER_ID }).delete();
  await deleteRoleWithPolicy(knex, { roleId: WEBSITE_ROLE_ID, policyId: WEBSITE_POLICY_ID });
}

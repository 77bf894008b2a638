// The two kinds of agency users, both with app access (each user is a studio seat; the free core
// tier has 3, the administrator included). Whole-collection permissions only.
//   Staff:  triage requests (full), read content and option lists, pick an assignee.
//   Editor: change content and option lists (full), upload images; no access to requests.
import { createRoleWithPolicy, deleteRoleWithPolicy, grant } from './lib/access.js';
import { CONTENT_COLLECTIONS, OPTION_COLLECTIONS } from './lib/collections.js';
import { EDITOR_POLICY_ID, EDITOR_ROLE_ID, STAFF_POLICY_ID, STAFF_ROLE_ID } from './lib/ids.js';

const ALL_ACTIONS = ['create', 'read', 'update', 'delete'];

export async function up(knex) {
  await createRoleWithPolicy(knex, {
    role: { id: STAFF_ROLE_ID, name: 'Staff', icon: 'support_agent', description: 'Triage project requests' },
    policy: {
      id: STAFF_POLICY_ID,
      name: 'Staff: requests',
      icon: 'support_agent',
      description: 'Requests: full. Content and option lists: read.',
      admin_access: false,
      app_access: true,
      enforce_tfa: false,
    },
  });
  await grant(knex, STAFF_POLICY_ID, ['requests'], ALL_ACTIONS);
  await grant(
    knex,
    STAFF_POLICY_ID,
    [...CONTENT_COLLECTIONS, ...OPTION_COLLECTIONS, 'directus_files', 'directus_users'],
    ['read'],
  );

  await createRoleWithPolicy(knex, {
    role: { id: EDITOR_ROLE_ID, name: 'Editor', icon: 'edit_note', description: 'Edit site content and form options' },
    policy: {
      id: EDITOR_POLICY_ID,
      name: 'Editor: content and options',
      icon: 'edit_note',
      description: 'Content, option lists and files: full. Requests: none.',
      admin_access: false,
      app_access: true,
      enforce_tfa: false,
    },
  });
  await grant(knex, EDITOR_POLICY_ID, [...CONTENT_COLLECTIONS, ...OPTION_COLLECTIONS, 'directus_files'], ALL_ACTIONS);
  await grant(knex, EDITOR_POLICY_ID, ['directus_folders'], ['read']);
}

export async function down(knex) {
  await deleteRoleWithPolicy(knex, { roleId: EDITOR_ROLE_ID, policyId: EDITOR_POLICY_ID });
  await deleteRoleWithPolicy(knex, { roleId: STAFF_ROLE_ID, policyId: STAFF_POLICY_ID });
}

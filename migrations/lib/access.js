// Roles, policies and permissions written with knex, shared by the migrations.
// Free core tier: every permission allows all fields with no filter, validation or preset
// (fields '*', permissions/validation/presets null); the limits test fails otherwise.
import { randomUUID } from 'node:crypto';

/** @typedef {import('knex').Knex} Knex */
/** @typedef {'create' | 'read' | 'update' | 'delete' | 'share'} Action */

/**
 * Creates a role with one policy attached to it.
 * @param {Knex} knex
 * @param {{ role: { id: string } & Record<string, unknown>, policy: { id: string } & Record<string, unknown> }} rows
 */
export async function createRoleWithPolicy(knex, { role, policy }) {
  await knex('directus_roles').insert(role);
  await knex('directus_policies').insert(policy);
  await knex('directus_access').insert({ id: randomUUID(), role: role.id, user: null, policy: policy.id, sort: 1 });
}

/**
 * Whole-collection permissions for a policy: one row per collection and action.
 * @param {Knex} knex
 * @param {string} policyId
 * @param {readonly string[]} collections
 * @param {readonly Action[]} actions
 */
export async function grant(knex, policyId, collections, actions) {
  const rows = collections.flatMap((collection) =>
    actions.map((action) => ({
      policy: policyId,
      collection,
      action,
      fields: '*',
      permissions: null,
      validation: null,
      presets: null,
    })),
  );
  if (rows.length > 0) await knex('directus_permissions').insert(rows);
}

/**
 * Removes a policy's permissions on the given collections.
 * @param {Knex} knex
 * @param {string} policyId
 * @param {readonly string[]} collections
 */
export async function revoke(knex, policyId, collections) {
  await knex('directus_permissions').where({ policy: policyId }).whereIn('collection', collections).delete();
}

/**
 * Removes a role and its policy (access rows and permissions go with them by cascade or here).
 * @param {Knex} knex
 * @param {{ roleId: string, policyId: string }} ids
 */
export async function deleteRoleWithPolicy(knex, { roleId, policyId }) {
  await knex('directus_permissions').where({ policy: policyId }).delete();
  await knex('directus_access').where({ policy: policyId }).delete();
  await knex('directus_users').where({ role: roleId }).update({ role: null });
  await knex('directus_policies').where({ id: policyId }).delete();
  await knex('directus_roles').where({ id: roleId }).delete();
}

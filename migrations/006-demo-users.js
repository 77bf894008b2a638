// One demo Staff user and one demo Editor user, for development and tests only: created when
// SEED_DEMO_USERS=true (the native start sets it; docker-compose never does), with the passwords
// of DEMO_STAFF_PASSWORD and DEMO_EDITOR_PASSWORD. With the administrator that is exactly the 3
// studio seats of the free core tier. Like every migration it runs once per database: set the
// flag before the first setup.
import {
  DEMO_EDITOR_EMAIL,
  DEMO_EDITOR_USER_ID,
  DEMO_STAFF_EMAIL,
  DEMO_STAFF_USER_ID,
  EDITOR_ROLE_ID,
  STAFF_ROLE_ID,
} from './lib/ids.js';

const DEMO_USERS = [
  {
    id: DEMO_STAFF_USER_ID,
    first_name: 'Sam',
    last_name: 'Staff (demo)',
    email: DEMO_STAFF_EMAIL,
    role: STAFF_ROLE_ID,
    passwordVariable: 'DEMO_STAFF_PASSWORD',
  },
  {
    id: DEMO_EDITOR_USER_ID,
    first_name: 'Eddie',
    last_name: 'Editor (demo)',
    email: DEMO_EDITOR_EMAIL,
    role: EDITOR_ROLE_ID,
    passwordVariable: 'DEMO_EDITOR_PASSWORD',
  },
];

const isTrue = (value) => ['true', '1'].includes(String(value ?? '').toLowerCase());

export async function up(knex) {
  if (!isTrue(process.env.SEED_DEMO_USERS)) return;
  const missing = DEMO_USERS.map((user) => user.passwordVariable).filter((name) => !process.env[name]);
  if (missing.length > 0) throw new Error(`SEED_DEMO_USERS=true needs ${missing.join(' and ')}`);
  // Loaded only here: docker images never seed demo users and need not resolve argon2 from this folder.
  const { default: argon2 } = await import('argon2');
  for (const { passwordVariable, ...user } of DEMO_USERS) {
    const taken = await knex('directus_users').whereRaw('lower(email) = ?', [user.email]).first('id');
    if (taken) continue;
    await knex('directus_users').insert({
      ...user,
      // Directus' own hashing (@directus/api utils/generate-hash.js): argon2 with its defaults.
      password: await argon2.hash(process.env[passwordVariable]),
      status: 'active',
      provider: 'default',
      // Demo addresses: no copies of in-app notifications by e-mail.
      email_notifications: false,
    });
  }
}

export async function down(knex) {
  const ids = DEMO_USERS.map((user) => user.id);
  await knex('requests').whereIn('assignee', ids).update({ assignee: null });
  for (const table of ['directus_notifications', 'directus_presets', 'directus_sessions', 'directus_access']) {
    const column = table === 'directus_notifications' ? 'recipient' : 'user';
    await knex(table).whereIn(column, ids).delete();
  }
  await knex('directus_users').whereIn('id', ids).delete();
}

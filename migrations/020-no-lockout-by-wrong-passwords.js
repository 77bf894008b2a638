// Wrong passwords never suspend an account (README "Signing in"): Directus' "Login Attempts"
// setting (25 by default) suspends a user after that many wrong passwords from anywhere, so
// anyone who knows an address could lock staff and the administrator out. extensions/api-guard
// throttles sign-in attempts per client address instead. An administrator can set a number
// again under Settings → Security; this only changes the default.
export async function up(knex) {
  await knex('directus_settings').update({ auth_login_attempts: null });
}

export async function down(knex) {
  await knex('directus_settings').update({ auth_login_attempts: 25 });
}

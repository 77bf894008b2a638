// Site-wide settings the web server reads on every page, and the admin project identity.
// The project owner is set here, directly, so that the admin's first-login onboarding does not
// ask for it (setting it through the API would also send an owner report to Directus' servers).

export async function up(knex) {
  await knex('site_settings').insert({
    id: 1,
    agency_name: 'Northlight Studio',
    contact_email: 'hello@northlight.studio',
  });
  const firstAdmin = await knex('directus_users').select('email').orderBy('id').first();
  await knex('directus_settings').update({
    project_name: 'Northlight Studio CMS',
    project_color: '#E4572E',
    project_owner: firstAdmin?.email ?? null,
    product_updates: false,
  });
}

export async function down(knex) {
  await knex('site_settings').where({ id: 1 }).delete();
  // Back to what a fresh Directus install has.
  await knex('directus_settings').update({
    project_name: 'Directus',
    project_color: '#6644FF',
    project_owner: null,
    product_updates: null,
  });
}

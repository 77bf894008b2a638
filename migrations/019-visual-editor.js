// The Visual Editor module in the admin's module bar (README "For editors"): editors open the
// site inside the admin and edit what they see in place. Directus 12.4 shows it only when the
// module bar lists it as enabled; this is Directus' own default bar with that one change. The
// site's address for it (visual_editor_urls) follows WEBSITE_URL at every start (the
// website-access hook), as it differs per deployment.
const MODULE_BAR = [
  { type: 'module', id: 'content', enabled: true },
  { type: 'module', id: 'visual', enabled: true },
  { type: 'module', id: 'users', enabled: true },
  { type: 'module', id: 'files', enabled: true },
  { type: 'module', id: 'insights', enabled: true },
  { type: 'module', id: 'flows', enabled: true },
  { type: 'module', id: 'deployments', enabled: false },
  {
    type: 'link',
    id: 'docs',
    enabled: true,
    name: '$t:documentation',
    icon: 'help',
    url: 'https://directus.com/docs',
  },
  { type: 'module', id: 'settings', enabled: true, locked: true },
];

export async function up(knex) {
  await knex('directus_settings').update({ module_bar: JSON.stringify(MODULE_BAR) });
}

export async function down(knex) {
  await knex('directus_settings').update({ module_bar: null, visual_editor_urls: null });
}

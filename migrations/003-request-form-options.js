// The request form's option lists, exactly as in docs/product.md ("Option lists": project types,
// their specific types, the simple lists), in that order. Values are what requests store;
// labels are what the form shows and may be renamed later without touching stored requests.

const PROJECT_TYPES = [
  // label, keywords in a service name that pre-select it, service classes that show its list
  { label: 'Branding / Strategy', keywords: ['brand'], serviceClasses: ['brand', 'branding'] },
  { label: 'Digital / Web', keywords: ['web', 'digital'], serviceClasses: ['digital', 'web'] },
  { label: 'Print / Graphic Design', keywords: ['print'], serviceClasses: ['print'] },
  { label: 'Video / Audio', keywords: ['video', 'audio'], serviceClasses: ['video', 'audio'] },
  { label: 'Corporate / Data Design', keywords: ['corporate', 'data'], serviceClasses: ['corporate'] },
  { label: 'Reputation Management', keywords: ['reputation'], serviceClasses: ['social'] },
  { label: 'Other', keywords: [], serviceClasses: [], isFallback: true },
];

const SPECIFIC_TYPES = {
  'Digital / Web': [
    'Web Application',
    'Portfolio Site',
    'Internal Platform',
    'User Portal',
    'Mobile App',
    'E-commerce Site',
    'Other',
  ],
  'Branding / Strategy': ['Brand Identity', 'Logo Design', 'Brand Strategy', 'Rebranding', 'Brand Guidelines', 'Other'],
  'Print / Graphic Design': [
    'Marketing Materials',
    'Packaging Design',
    'Publication Design',
    'Signage',
    'Business Cards',
    'Other',
  ],
  'Video / Audio': [
    'Brand Video',
    'Product Demo',
    'Commercial',
    'Documentary',
    'Social Media Content',
    'Event Coverage',
    'Motion Graphics',
    'Audio/Podcast Production',
    'Voice Over',
    'Sound Design',
    'Other',
  ],
  'Corporate / Data Design': [
    'Data Visualization',
    'Event/Exhibitor Design',
    'Annual Report',
    'Presentation Design',
    'Dashboard Design',
    'Other',
  ],
  'Reputation Management': [
    'Crisis Management',
    'Brand Monitoring',
    'Online Reputation Repair',
    'Review Management',
    'Social Media Management',
    'Other',
  ],
  Other: ['Strategy/Consulting', 'Creative Direction', 'Project Guidance', 'Brand Audit', 'Other'],
};

const FORM_OPTIONS = {
  research: ['Referral', 'Web Search', 'Advertisement', 'Social Media', 'Other'],
  budget: ['Less than $20,000', '$20,000 - $50,000', '$50,000 - $100,000', 'More than $100,000'],
  timeline: [
    { label: 'ASAP (Rush)' },
    { label: '1-3 Months' },
    { label: '3-6 months', value: '3-6-months' },
    { label: '6+ months' },
    { label: 'Flexible', value: 'flexible' },
  ],
  next_step: [
    'Schedule a consultation',
    'Discuss over the phone',
    'Communicate through email',
    'Submit a request for proposal',
  ],
};

const option = (entry) =>
  typeof entry === 'string' ? { label: entry, value: entry } : { value: entry.label, ...entry };

export async function up(knex) {
  for (const [index, type] of PROJECT_TYPES.entries()) {
    await knex('project_types').insert({
      status: 'published',
      sort: index + 1,
      label: type.label,
      value: type.label,
      keywords: type.keywords.join(','),
      service_classes: type.serviceClasses.join(','),
      is_fallback: type.isFallback === true,
    });
  }
  const typeIds = Object.fromEntries(
    (await knex('project_types').select('id', 'value')).map((row) => [row.value, row.id]),
  );
  for (const [typeValue, labels] of Object.entries(SPECIFIC_TYPES)) {
    const rows = labels.map((label, index) => ({
      status: 'published',
      sort: index + 1,
      project_type: typeIds[typeValue],
      label,
      value: label,
    }));
    await knex('specific_project_types').insert(rows);
  }
  for (const [list, entries] of Object.entries(FORM_OPTIONS)) {
    const rows = entries.map(option).map((entry, index) => ({ status: 'published', sort: index + 1, list, ...entry }));
    await knex('form_options').insert(rows);
  }
}

export async function down(knex) {
  await knex('form_options').whereIn('list', Object.keys(FORM_OPTIONS)).delete();
  const types = await knex('project_types')
    .whereIn(
      'value',
      PROJECT_TYPES.map((type) => type.label),
    )
    .select('id');
  await knex('specific_project_types')
    .whereIn(
      'project_type',
      types.map((type) => type.id),
    )
    .delete();
  await knex('project_types')
    .whereIn(
      'id',
      types.map((type) => type.id),
    )
    .delete();
}

// Which collections each kind of user works with. Roles get whole-collection permissions
// (free core tier: no field lists or filters), so these lists are the whole access design.

/** Site content edited by editors and read by the web server. */
export const CONTENT_COLLECTIONS = [
  'site_settings',
  'services',
  'industries',
  'portfolio_items',
  'portfolio_items_files',
  'promos',
  'pages',
  'short_links',
];

/** The request form's option lists, edited by editors and read by the request-form endpoint. */
export const OPTION_COLLECTIONS = ['project_types', 'specific_project_types', 'form_options'];

/** What the web server reads: content and the files (images) it serves through its asset proxy. */
export const WEBSITE_READABLE_COLLECTIONS = [...CONTENT_COLLECTIONS, 'directus_files'];

/**
 * The texts of the confirmation e-mail to prospects: edited by editors, read by staff, never read
 * by the web server (not a site collection).
 */
export const MAIL_TEXT_COLLECTIONS = ['confirmation_mail'];

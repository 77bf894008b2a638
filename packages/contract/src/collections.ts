// The collections the site is built from, in one place (docs/decisions/032-site-cms-contract.md):
// how the site reads each, and which families of the web server's content copy are built from it
// (README "The read path"). The website-access hook announces a change of any of them, and the
// site reads again the families built from the changed ones. tests/unit/site-collections.test.ts
// fails when snapshots/schema.json has a collection this file does not place, or the other way
// round, and when no migration lets the Website API read a collection the site reads with it.

/** The families of the web server's content copy: one Directus read fills one family. */
export type Family =
  | 'site_settings'
  | 'services'
  | 'industries'
  | 'portfolio'
  | 'promos'
  | 'articles'
  | 'pages'
  | 'page_blocks'
  | 'short_links'
  | 'redirects'
  | 'form';

/**
 * How the site reads a collection:
 * - `list`: its items, page by page, with the Website API token;
 * - `singleton`: its one item, with the Website API token;
 * - `relation`: only through another collection's relational fields, with the Website API token;
 * - `options`: through the request-form endpoint (the form's option lists), not with the token.
 */
export type ReadAs = 'list' | 'singleton' | 'relation' | 'options';

interface SiteCollectionEntry {
  readAs: ReadAs;
  /** The families a change of the collection makes the site read again. */
  families: readonly Family[];
}

/** Every collection the site is built from: one entry each. */
export const SITE_COLLECTIONS = {
  site_settings: { readAs: 'singleton', families: ['site_settings', 'form'] },
  services: { readAs: 'list', families: ['services', 'portfolio', 'promos', 'page_blocks', 'articles'] },
  industries: { readAs: 'list', families: ['industries', 'portfolio'] },
  portfolio_items: { readAs: 'list', families: ['portfolio', 'page_blocks', 'articles'] },
  portfolio_items_files: { readAs: 'relation', families: ['portfolio'] },
  promos: { readAs: 'list', families: ['promos'] },
  // Ideas: an article and its blocks (page_blocks with an article) are one family (docs/decisions/042-articles.md).
  articles: { readAs: 'list', families: ['articles'] },
  pages: { readAs: 'list', families: ['pages', 'page_blocks'] },
  page_blocks: { readAs: 'list', families: ['page_blocks', 'articles'] },
  page_blocks_cards: { readAs: 'relation', families: ['page_blocks', 'articles'] },
  page_blocks_files: { readAs: 'relation', families: ['page_blocks', 'articles'] },
  short_links: { readAs: 'list', families: ['short_links'] },
  redirects: { readAs: 'list', families: ['redirects'] },
  project_types: { readAs: 'options', families: ['form'] },
  specific_project_types: { readAs: 'options', families: ['form'] },
  form_options: { readAs: 'options', families: ['form'] },
  // Images: every family that shows one.
  directus_files: {
    readAs: 'relation',
    families: ['site_settings', 'services', 'industries', 'portfolio', 'promos', 'pages', 'page_blocks', 'articles'],
  },
} as const satisfies Record<string, SiteCollectionEntry>;

export type SiteCollection = keyof typeof SITE_COLLECTIONS;

/** The collections whose items the site reads as lists, page by page. */
export type ListCollection = {
  [Name in SiteCollection]: (typeof SITE_COLLECTIONS)[Name]['readAs'] extends 'list' ? Name : never;
}[SiteCollection];

/**
 * Collections of snapshots/schema.json the site never reads: the requests and what belongs to
 * them, the webhook's settings and queue, and the confirmation e-mail's texts and queue.
 */
export const CMS_ONLY_COLLECTIONS = [
  'requests',
  'request_attachments',
  'request_attachment_contents',
  'webhook_settings',
  'webhook_deliveries',
  'confirmation_mail',
  'confirmation_deliveries',
] as const;

export const isSiteCollection = (name: string): name is SiteCollection => Object.hasOwn(SITE_COLLECTIONS, name);

export const SITE_COLLECTION_NAMES: readonly SiteCollection[] = Object.keys(SITE_COLLECTIONS).filter(isSiteCollection);

const entries = SITE_COLLECTION_NAMES.map((name): [SiteCollection, SiteCollectionEntry] => [
  name,
  SITE_COLLECTIONS[name],
]);

/** The collections read as `readAs`, in the order of SITE_COLLECTIONS. */
export const collectionsReadAs = (readAs: ReadAs): SiteCollection[] =>
  entries.filter(([, entry]) => entry.readAs === readAs).map(([name]) => name);

/** The collections a family is built from: a change in any of them makes the site read it again. */
export const familyCollections = (family: Family): SiteCollection[] =>
  entries.filter(([, entry]) => entry.families.includes(family)).map(([name]) => name);

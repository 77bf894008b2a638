// Previews of drafts and versions (README "For editors", docs/decisions/023-preview.md): the
// signed, short-lived grant Directus gives an editor who may read the item, and the address of
// the item on the site. Directus signs, the web server checks, both with the Website API token.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CODE_PAGE_SLUGS, pageAddress } from './page-paths';

/** Collections whose items have a page of their own on the site, and so a preview. */
export const PREVIEW_COLLECTIONS = [
  'pages',
  'services',
  'industries',
  'portfolio_items',
  'promos',
  'articles',
] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

export const isPreviewCollection = (value: unknown): value is PreviewCollection =>
  PREVIEW_COLLECTIONS.some((collection) => collection === value);

/** How long a preview link works: long enough to look, short enough not to be passed around. */
export const PREVIEW_TTL_SECONDS = 15 * 60;

/** What a preview link lets its holder see: one item, as saved or as one of its versions. */
export interface PreviewGrant {
  collection: PreviewCollection;
  id: string;
  /** A content version's key; null: the item as saved. */
  version: string | null;
  /** Milliseconds since the epoch. */
  expires: number;
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`preview.${payload}`).digest('base64url');

export function signPreview(grant: PreviewGrant, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ c: grant.collection, i: grant.id, v: grant.version, e: grant.expires }),
  ).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The grant of a preview token, or why it grants nothing. */
export function readPreview(
  token: unknown,
  secret: string,
  now = Date.now(),
): { grant: PreviewGrant } | { problem: 'invalid' | 'expired' } {
  if (typeof token !== 'string' || !secret) return { problem: 'invalid' };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { problem: 'invalid' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { problem: 'invalid' };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { problem: 'invalid' };
  }
  if (
    typeof fields !== 'object' ||
    fields === null ||
    !('c' in fields && 'i' in fields && 'v' in fields && 'e' in fields)
  )
    return { problem: 'invalid' };
  const { c: collection, i: id, v: version, e: expires } = fields;
  if (!isPreviewCollection(collection) || typeof id !== 'string' || typeof expires !== 'number')
    return { problem: 'invalid' };
  if (version !== null && typeof version !== 'string') return { problem: 'invalid' };
  if (expires <= now) return { problem: 'expired' };
  return { grant: { collection, id, version, expires } };
}

const text = (value: unknown) =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : null;

/** The page of the site that shows the code's own pages' texts (their slug is a name). */
const CODE_PAGE_PATHS: Record<string, string> = { home: '/', 'industries-original': '/industries/original' };

/** Where an item of a collection is shown on the site, from its fields; null when it has no address. */
export function contentPath(collection: PreviewCollection, row: Record<string, unknown>): string | null {
  switch (collection) {
    case 'services':
      return text(row['url']) ? `/creative-services/${text(row['url'])}` : null;
    case 'industries':
      return text(row['slug']) ? `/industries/${text(row['slug'])}` : null;
    case 'portfolio_items':
      return text(row['slug']) ? `/creative-design-portfolio/${text(row['slug'])}` : null;
    case 'promos': {
      const [year, month, slug] = [text(row['year']), text(row['month']), text(row['slug'])];
      return year && month && slug ? `/promos/${year}/${month}/${slug}` : null;
    }
    case 'articles':
      return text(row['slug']) ? `/creative-design-ideas/${text(row['slug'])}` : null;
    case 'pages': {
      const slug = text(row['slug']);
      if (slug && CODE_PAGE_SLUGS.has(slug)) return CODE_PAGE_PATHS[slug] ?? `/${slug}`;
      return pageAddress(slug);
    }
  }
}

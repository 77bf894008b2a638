// Short links editors keep in the CMS (README "For editors"): every active one, so that a token
// that is not in the set is a 404 without asking Directus.
import type { ShortLink } from '@agency/cms-schema/schema';
import { readAll } from '../directus.server';
import { indexedFamily, type Indexed, type ReaderOf } from './family.server';

type Link = Pick<ShortLink, 'token' | 'target' | 'status_code'>;

export const shortLinksFamily = indexedFamily<Link>(
  'short_links',
  (link) => link.token,
  (directus) =>
    readAll(directus, 'short_links', {
      filter: { status: { _eq: 'active' } },
      fields: ['token', 'target', 'status_code'],
    }),
);

export const getShortLink = async (content: ReaderOf<'shortLinks', Indexed<Link>>, token: string) =>
  (await content.read(content.families.shortLinks)).byKey.get(token) ?? null;

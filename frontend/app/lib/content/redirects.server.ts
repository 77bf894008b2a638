// Redirects editors keep in the CMS (README "For editors"): every active one, by the path it
// leaves. The web server answers them before any routing, from this copy (server/pages.mjs).
import type { Redirect } from '@agency/cms-schema/schema';
import { redirectTarget, sitePath } from '@agency/cms-schema/redirects';
import { readAll } from '../directus.server';
import { indexedFamily, type Indexed, type ReaderOf } from './family.server';

type Rule = Pick<Redirect, 'from_path' | 'to' | 'status_code'>;

export const redirectsFamily = indexedFamily<Rule>(
  'redirects',
  (rule) => sitePath(rule.from_path) ?? '',
  (directus) =>
    readAll(directus, 'redirects', {
      filter: { status: { _eq: 'active' } },
      fields: ['from_path', 'to', 'status_code'],
    }),
);

export interface FoundRedirect {
  location: string;
  status: 301 | 302;
}

/**
 * Where a request for `url` (path and query) is redirected, or null. A redirect to a path of
 * this site keeps the query of the request unless its target has one of its own.
 */
export async function findRedirect(
  content: ReaderOf<'redirects', Indexed<Rule>>,
  url: string,
): Promise<FoundRedirect | null> {
  const queryAt = url.search(/[?#]/);
  const path = sitePath(queryAt === -1 ? url : url.slice(0, queryAt));
  if (!path || path === '/') return null;
  const rule = (await content.read(content.families.redirects)).byKey.get(path);
  const target = rule ? redirectTarget(rule.to) : null;
  if (!rule || !target) return null;
  const query = queryAt === -1 ? '' : url.slice(queryAt).split('#', 1)[0];
  const location = 'url' in target ? target.url : rule.to.includes('?') ? rule.to : `${target.path}${query}`;
  return { location, status: rule.status_code === 302 ? 302 : 301 };
}

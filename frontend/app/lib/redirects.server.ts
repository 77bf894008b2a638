// Short links and redirects editors keep in the CMS (README "For editors"), from the web
// server's copy like every other family (cms.server.ts): an unknown token or path costs Directus
// nothing.
import type { Redirect, ShortLink } from '@agency/cms-schema/schema';
import { redirectTarget, sitePath } from '@agency/cms-schema/redirects';
import { indexed, read, readAll } from './cms.server';

// Every active short link: a token that is not in the set is a 404 without asking Directus.
const shortLinksFamily = indexed<Pick<ShortLink, 'token' | 'target' | 'status_code'>>(
  'short_links',
  ['short_links'],
  (link) => link.token,
  () =>
    readAll('short_links', {
      filter: { status: { _eq: 'active' } },
      fields: ['token', 'target', 'status_code'],
    }),
);

export const getShortLink = async (token: string) => (await read(shortLinksFamily)).byKey.get(token) ?? null;

// Every active redirect, by the path it leaves (README "For editors"): the web server answers
// them before any routing, from this copy.
const redirectsFamily = indexed<Pick<Redirect, 'from_path' | 'to' | 'status_code'>>(
  'redirects',
  ['redirects'],
  (rule) => sitePath(rule.from_path) ?? '',
  () =>
    readAll('redirects', {
      filter: { status: { _eq: 'active' } },
      fields: ['from_path', 'to', 'status_code'],
    }),
);

/**
 * Where a request for `url` (path and query) is redirected, or null. A redirect to a path of
 * this site keeps the query of the request unless its target has one of its own.
 */
export async function findRedirect(url: string): Promise<{ location: string; status: 301 | 302 } | null> {
  const queryAt = url.search(/[?#]/);
  const path = sitePath(queryAt === -1 ? url : url.slice(0, queryAt));
  if (!path || path === '/') return null;
  const rule = (await read(redirectsFamily)).byKey.get(path);
  const target = rule ? redirectTarget(rule.to) : null;
  if (!rule || !target) return null;
  const query = queryAt === -1 ? '' : url.slice(queryAt).split('#', 1)[0];
  const location = 'url' in target ? target.url : rule.to.includes('?') ? rule.to : `${target.path}${query}`;
  return { location, status: rule.status_code === 302 ? 302 : 301 };
}

// The site's public address for absolute links (canonical, sitemap, robots.txt, vCard): the CMS
// setting, else SITE_URL. Never the request's Host header, which any client can set: a forged
// Host must not end up in a sitemap or a canonical link that a cache keeps.
import type { ServerEnv } from './env.server';

export function publicSiteUrl(settings: { site_url?: string | null }, env: Pick<ServerEnv, 'SITE_URL'>): string {
  return settings.site_url || env.SITE_URL;
}

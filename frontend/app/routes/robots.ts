import type { Route } from './+types/robots';
import { contentContext } from '~/lib/content/context.server';
import { getSiteSettings } from '~/lib/content/site-settings.server';
import { publicSiteUrl } from '~/lib/site-url.server';

export async function loader({ context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const settings = await getSiteSettings(content);
  const base = publicSiteUrl(settings, content.site.env);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /test',
    'Disallow: /media/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', base)}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

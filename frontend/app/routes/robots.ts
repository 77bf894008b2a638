import type { Route } from './+types/robots';
import { getSiteSettings } from '~/lib/cms.server';

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  const base = settings.site_url || new URL(request.url).origin;
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

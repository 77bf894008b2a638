import { getSiteSettings } from '~/lib/cms.server';
import { publicSiteUrl } from '~/lib/site-url.server';

export async function loader() {
  const settings = await getSiteSettings();
  const base = publicSiteUrl(settings);
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

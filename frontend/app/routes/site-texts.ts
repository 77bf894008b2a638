// `/site-texts/es.<hash>.json`: the site's texts in one language (lib/site-texts.server.ts). The
// address a page names is kept for good by browsers and CDNs; an older address (a page cached
// before an editor changed the texts) gets today's texts, revalidated on every use.
import type { Route } from './+types/site-texts';
import { contentContext } from '~/lib/content/context.server';
import { getSiteSettings } from '~/lib/content/site-settings.server';
import { SITE_TEXTS_FILE, siteTextsOf } from '~/lib/site-texts.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const [, locale = '', hash = ''] = SITE_TEXTS_FILE.exec(params.file) ?? [];
  const content = context.get(contentContext);
  const texts = locale ? siteTextsOf(await getSiteSettings(content), locale) : null;
  if (!texts) {
    return new Response('No texts of that language', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  }
  return new Response(JSON.stringify(texts.messages), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': texts.hash === hash.toLowerCase() ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}

// The web app manifest (docs/product.md "Purpose": an installable web app), served from the CMS settings so that the
// installed app carries the agency's current name without a rebuild. The icons are generated from
// public/favicon.svg at build time (vite.config.ts, pwaAssets).
import { BACKGROUND_COLOR, THEME_COLOR } from '~/features/pwa/app-identity';
import type { Route } from './+types/web-manifest';
import { contentContext } from '~/lib/content/context.server';
import { getSiteSettings } from '~/lib/content/site-settings.server';

/** The name under the icon on a home screen: the first word when the full name is long. */
export function shortName(name: string) {
  return name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12);
}

export async function loader({ context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const settings = await getSiteSettings(content).catch(() => ({
    ...content.fallbackSiteSettings(),
    default_description: null,
  }));
  const manifest = {
    id: '/',
    name: settings.agency_name,
    short_name: shortName(settings.agency_name),
    description: settings.default_description ?? undefined,
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    lang: 'en',
    categories: ['business', 'design'],
    icons: [
      { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}

import displayFontHref from '~/styles/fonts/bricolage-grotesque-core.woff2?url';
import textFontHref from '~/styles/fonts/instrument-sans-core.woff2?url';
import appStylesHref from './styles/app.css?url';
import { lazy, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useLoaderData,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteToaster } from '~/components/toasts/site-toaster';
import { AnalyticsRuntime } from '~/features/analytics/analytics-runtime';
import { cookieBannerTexts } from '~/features/analytics/cookie-banner-texts';
import { THEME_COLOR } from '~/features/pwa/app-identity';
import { RequestDrawerProvider } from '~/features/request-form/drawer/request-drawer-context';
import { RequestDrawerMount } from '~/features/request-form/drawer/request-drawer-mount';
import { OutboxSenderGate } from '~/features/request-form/sender/outbox-sender-gate';
import { UnsavedInputReporter } from '~/features/request-form/drawer/unsaved-input-reporter';
import { LoadingBar } from '~/layout/loading-bar';
import { ScrollManager } from '~/layout/scroll-manager';
import { SlideFadeTransitions } from '~/layout/slide-fade-transitions';
import { WhenIdle } from '~/layout/when-idle';
import { LayoutErrorPage } from '~/routes/layouts/layout-error';
import { pageAddress } from '@agency/cms-schema/page-paths';
import { contentContext } from '~/lib/content/context.server';
import { imageIn } from '~/lib/content/images.server';
import { getPages } from '~/lib/content/pages.server';
import { getSiteSettings } from '~/lib/content/site-settings.server';
import { previewMiddleware } from '~/lib/preview.server';
import { organizationJsonLd } from '~/lib/organization';
import { publicSiteUrl } from '~/lib/site-url.server';
import { pageLocalesOf } from '~/lib/locale';
import { isLocaleCode, localize } from '@agency/contract/locales';
import { loadSiteTexts, siteTextsHref } from '~/lib/messages';
import { siteTextsLink } from '~/lib/site-texts.server';

// Scroll reveals, the service worker, new-deployment detection and the Visual Editor: loaded and
// started once the page is idle (root-idle.tsx).
const IdleRuntime = lazy(() => import('~/root-idle'));

// A preview link renders the draft or version it grants, uncached (lib/preview.server.ts).
export const middleware: Route.MiddlewareFunction[] = [previewMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const { env } = content.site;
  const [settings, pages] = await Promise.all([getSiteSettings(content), getPages(content)]);
  const siteUrl = publicSiteUrl(settings, env);
  const shown = localize('site_settings', settings, content.language.locale);
  return {
    site: {
      agencyName: settings.agency_name,
      siteUrl,
      defaultDescription: shown.default_description,
      defaultShareImage: imageIn(settings.default_share_image, content.language.locale),
      // The page's language and the site's (docs/decisions/036-languages.md): links, `lang`, `hreflang`, the switcher.
      locale: content.language.locale,
      locales: content.language.locales,
    },
    // A preview of a draft or version: marked on the page and kept out of search engines.
    preview: content.isPreview,
    // Pages editors list in the navigation, after the site's own (README "For editors").
    navigation: pages.flatMap((page) => {
      const to = page.show_in_navigation ? pageAddress(page.slug) : null;
      return to ? [{ to, label: page.title }] : [];
    }),
    contact: {
      email: settings.contact_email,
      phone: settings.contact_phone,
      address: shown.address,
    },
    // Where the site's texts in the page's language are (lib/site-texts.server.ts): English needs none.
    texts: siteTextsLink(settings, content.locale),
    // Public runtime configuration (README "Configuration"): safe to show in the page.
    // The admin's address, for its Visual Editor (features/visual-editing).
    publicConfig: { tagManagerId: env.GTM_ID ?? null, directusUrl: env.DIRECTUS_PUBLIC_URL ?? null },
    // Only a site with a tag manager asks for cookie consent (README "Cookie consent and analytics").
    cookieBanner: env.GTM_ID ? cookieBannerTexts(shown) : null,
  };
}

/**
 * A page in another language shows once its texts are read (a file per language and version,
 * kept by the browser): the first page's are read before hydration (entry.client.tsx).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  const href = siteTextsHref(data);
  // Without its texts the page still shows, in English where they are missing.
  if (href) await loadSiteTexts(href).catch(() => undefined);
  return data;
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The first segment of a path when it may be a language's prefix ('' otherwise). */
const prefixOf = (pathname: string) => {
  const first = pathname.split('/', 2)[1] ?? '';
  return isLocaleCode(first) ? first : '';
};

/**
 * The root's data holds the page's language (docs/decisions/036-languages.md): a navigation into
 * another language reads it again, where React Router would keep it.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || prefixOf(currentUrl.pathname) !== prefixOf(nextUrl.pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <html lang={pageLocalesOf(root?.site).locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The stylesheet as a React resource (precedence): it goes out before the script
            preloads, and the two faces of the first view (the heading's and the text's, their
            core characters: vite/web-fonts.ts) start loading with it. */}
        <link rel="preload" href={displayFontHref} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="preload" href={textFontHref} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        {root?.texts ? (
          // The page's texts, read by the client entry before it hydrates (lib/messages.ts).
          <link rel="preload" href={root.texts.href} as="fetch" crossOrigin="anonymous" data-site-texts="" />
        ) : null}
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png" />
        <Meta />
        {root?.preview ? <meta name="robots" content="noindex" /> : null}
        <Links />
        {root ? (
          <script
            type="application/ld+json"
            // JSON-LD is data, not script; < is escaped so the CMS text cannot close the tag.
            dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd(root)).replace(/</g, '\\u003c') }}
          />
        ) : null}
      </head>
      <body>
        {root?.preview ? (
          <p className="preview-badge" role="status">
            Preview
          </p>
        ) : null}
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { publicConfig, cookieBanner } = useLoaderData<typeof loader>();
  return (
    <RequestDrawerProvider>
      <LoadingBar />
      <ScrollManager />
      <SlideFadeTransitions />
      <Outlet />
      <SiteToaster />
      <RequestDrawerMount />
      <OutboxSenderGate />
      <UnsavedInputReporter />
      <AnalyticsRuntime tagManagerId={publicConfig.tagManagerId} cookieBanner={cookieBanner} />
      <WhenIdle>
        <IdleRuntime directusUrl={publicConfig.directusUrl} />
      </WhenIdle>
    </RequestDrawerProvider>
  );
}

/**
 * The error page (docs/product.md "Error pages") for what no layout caught: bare, since the site's
 * settings could not be read (the CMS is unreachable) or the root itself failed. A page's error is
 * caught by its layout's ErrorBoundary, which shows it in the layout's frame (header, navigation,
 * footer): the frame's code is the layout's, not in the root's chunk as well
 * (docs/decisions/027-javascript-on-load.md).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <LayoutErrorPage error={error} />
    </main>
  );
}

import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/default-layout';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { HeaderSearch } from '~/features/search/header-search';
import { PageShell } from '~/layout/page-shell';
import type { RootData } from '~/root';
import { localeMiddleware } from '~/lib/locale-route.server';
import { LayoutErrorPage } from './layout-error';
import { useT } from '~/lib/messages';

// The request's language, before any loader runs (the root's too): docs/decisions/036-languages.md.
export const middleware: Route.MiddlewareFunction[] = [localeMiddleware];

/** The site's frame with its calls to action, around the layout's pages and its error page. */
function SiteFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const root = useRouteLoaderData<RootData>('root')!;
  return (
    <PageShell
      agencyName={root.site.agencyName}
      contact={root.contact}
      navigation={root.navigation}
      headerCta={<RequestCta className="site-nav__cta">{t('Start a project')}</RequestCta>}
      headerSearch={<HeaderSearch />}
      footerCta={<RequestCta variant="light">{t('Tell us about it')}</RequestCta>}
    >
      {children}
    </PageShell>
  );
}

export default function DefaultLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * The error page of the layout's pages, the 404 of an unknown address included (docs/product.md
 * "Error pages"), in the site's frame: header, navigation, footer.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      <LayoutErrorPage error={error} />
    </SiteFrame>
  );
}

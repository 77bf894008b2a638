import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/temp-layout';
import { SiteLink } from '~/components/site-link';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import type { RootData } from '~/root';
import { LayoutErrorPage } from './layout-error';

/** Campaign pages: a slim header without the main navigation, and a one-line footer. */
function TempFrame({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root')!;
  return (
    <div className="layout-temp">
      <header className="temp-header">
        <div className="container temp-header__bar">
          <SiteLink to="/" className="wordmark">
            <span className="wordmark__mark" aria-hidden="true" />
            {root.site.agencyName}
          </SiteLink>
          <RequestCta variant="light">Start a project</RequestCta>
        </div>
      </header>
      <main id="main" className="page">
        {children}
      </main>
      <footer className="temp-footer container">
        <p>
          {root.site.agencyName} · <a href={`mailto:${root.contact.email}`}>{root.contact.email}</a> ·{' '}
          <SiteLink to="/">Visit the main site</SiteLink>
        </p>
      </footer>
    </div>
  );
}

export default function TempLayout() {
  return (
    <TempFrame>
      <Outlet />
    </TempFrame>
  );
}

/** The error page of a campaign page (docs/product.md "Error pages"), in the campaign's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <TempFrame>
      <LayoutErrorPage error={error} />
    </TempFrame>
  );
}

import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/test-layout';
import { SiteLink } from '~/components/site-link';
import type { RootData } from '~/root';
import { LayoutErrorPage } from './layout-error';

/** A bare frame for checking content and components outside the site's chrome. */
function TestFrame({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root')!;
  return (
    <div className="layout-test">
      <header className="test-header container">
        <SiteLink to="/">{root.site.agencyName}</SiteLink>
        <span className="test-header__badge">Test layout</span>
      </header>
      <main id="main" className="page container">
        {children}
      </main>
    </div>
  );
}

export default function TestLayout() {
  return (
    <TestFrame>
      <Outlet />
    </TestFrame>
  );
}

/** The error page of the test layout's page (docs/product.md "Error pages"), in its frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <TestFrame>
      <LayoutErrorPage error={error} />
    </TestFrame>
  );
}

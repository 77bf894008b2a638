import { Outlet, useRouteLoaderData } from 'react-router';
import { SiteLink } from '~/components/site-link';
import type { RootData } from '~/root';

/** A bare frame for checking content and components outside the site's chrome. */
export default function TestLayout() {
  const root = useRouteLoaderData<RootData>('root')!;
  return (
    <div className="layout-test">
      <header className="test-header container">
        <SiteLink to="/">{root.site.agencyName}</SiteLink>
        <span className="test-header__badge">Test layout</span>
      </header>
      <main id="main" className="page container">
        <Outlet />
      </main>
    </div>
  );
}

import { Link, Outlet, useRouteLoaderData } from 'react-router';
import { RequestCta } from '~/features/request-drawer/request-cta';
import type { RootData } from '~/root';

/** Campaign pages: a slim header without the main navigation, and a one-line footer. */
export default function TempLayout() {
  const root = useRouteLoaderData<RootData>('root')!;
  return (
    <div className="layout-temp">
      <header className="temp-header">
        <div className="container temp-header__bar">
          <Link to="/" className="wordmark">
            <span className="wordmark__mark" aria-hidden="true" />
            {root.site.agencyName}
          </Link>
          <RequestCta variant="light">Start a project</RequestCta>
        </div>
      </header>
      <main id="main" className="page">
        <Outlet />
      </main>
      <footer className="temp-footer container">
        <p>
          {root.site.agencyName} · <a href={`mailto:${root.contact.email}`}>{root.contact.email}</a> ·{' '}
          <Link to="/">Visit the main site</Link>
        </p>
      </footer>
    </div>
  );
}

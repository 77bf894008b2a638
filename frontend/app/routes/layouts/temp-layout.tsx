import { Outlet, useRouteLoaderData } from 'react-router';
import { SiteLink } from '~/components/site-link';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import type { RootData } from '~/root';

/** Campaign pages: a slim header without the main navigation, and a one-line footer. */
export default function TempLayout() {
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
        <Outlet />
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

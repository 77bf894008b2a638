import { Outlet, useRouteLoaderData } from 'react-router';
import { SiteFooter } from '~/features/layout/site-footer';
import { SiteHeader } from '~/features/layout/site-header';
import type { RootData } from '~/root';

export default function DefaultLayout() {
  const root = useRouteLoaderData<RootData>('root')!;
  return (
    <>
      <SiteHeader agencyName={root.site.agencyName} />
      <main id="main" className="page">
        <Outlet />
      </main>
      <SiteFooter
        agencyName={root.site.agencyName}
        contactEmail={root.contact.email}
        contactPhone={root.contact.phone}
        address={root.contact.address}
      />
    </>
  );
}

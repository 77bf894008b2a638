import { Outlet, useRouteLoaderData } from 'react-router';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { PageShell } from '~/layout/page-shell';
import type { RootData } from '~/root';

export default function DefaultLayout() {
  const root = useRouteLoaderData<RootData>('root')!;
  return (
    <PageShell
      agencyName={root.site.agencyName}
      contact={root.contact}
      navigation={root.navigation}
      headerCta={<RequestCta className="site-nav__cta">Start a project</RequestCta>}
      footerCta={<RequestCta variant="light">Tell us about it</RequestCta>}
    >
      <Outlet />
    </PageShell>
  );
}

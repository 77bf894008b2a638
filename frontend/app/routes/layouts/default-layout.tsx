import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { PageShell } from '~/layout/page-shell';
import type { RootData } from '~/root';

/** The site's frame with its calls to action: the default layout's, and the error page's (root.tsx). */
export function SiteFrame({ root, children }: { root: RootData; children: ReactNode }) {
  return (
    <PageShell
      agencyName={root.site.agencyName}
      contact={root.contact}
      navigation={root.navigation}
      headerCta={<RequestCta className="site-nav__cta">Start a project</RequestCta>}
      footerCta={<RequestCta variant="light">Tell us about it</RequestCta>}
    >
      {children}
    </PageShell>
  );
}

export default function DefaultLayout() {
  const root = useRouteLoaderData<RootData>('root')!;
  return (
    <SiteFrame root={root}>
      <Outlet />
    </SiteFrame>
  );
}

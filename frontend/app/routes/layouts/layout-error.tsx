import { Suspense, lazy } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '~/root';

// The error page's code loads only when a page fails, not with every page
// (docs/decisions/027-javascript-on-load.md); the server renders it in full.
const RouteErrorPage = lazy(() => import('~/components/error-page'));

/**
 * The error page (docs/product.md "Error pages") as each frame shows it: the layouts inside their
 * frame, the root bare (without the site's settings when the CMS could not be read).
 */
export function LayoutErrorPage({ error }: { error: unknown }) {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <Suspense fallback={null}>
      <RouteErrorPage error={error} agencyName={root?.site.agencyName} contactEmail={root?.contact.email} />
    </Suspense>
  );
}

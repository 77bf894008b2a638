import '@fontsource-variable/bricolage-grotesque/wght.css';
import './styles/app.css';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import { Toaster } from 'sonner';
import type { Route } from './+types/root';
import { PageAnimations } from '~/features/animations/page-animations';
import { ErrorPage } from '~/features/errors/error-page';
import { LoadingBar } from '~/features/navigation/loading-bar';
import { ScrollManager } from '~/features/navigation/scroll-manager';
import { RequestDrawerProvider } from '~/features/request-drawer/request-drawer-context';
import { RequestDrawerMount } from '~/features/request-drawer/request-drawer-mount';
import { OutboxSender } from '~/features/request-form/outbox-sender';
import { organizationJsonLd } from '~/features/seo/organization';
import { TOASTER_OPTIONS } from '~/features/toasts/toaster-options';
import { getSiteSettings } from '~/lib/cms.server';
import { serverEnv } from '~/lib/env.server';

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  const siteUrl = settings.site_url || serverEnv.SITE_URL || new URL(request.url).origin;
  return {
    site: {
      agencyName: settings.agency_name,
      siteUrl,
      defaultDescription: settings.default_description,
      defaultShareImage: settings.default_share_image,
    },
    contact: {
      email: settings.contact_email,
      phone: settings.contact_phone,
      address: settings.address,
    },
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14110f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {root ? (
          <script
            type="application/ld+json"
            // JSON-LD is data, not script; < is escaped so the CMS text cannot close the tag.
            dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd(root)).replace(/</g, '\\u003c') }}
          />
        ) : null}
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <RequestDrawerProvider>
      <LoadingBar />
      <ScrollManager />
      <PageAnimations />
      <Outlet />
      <Toaster {...TOASTER_OPTIONS} position="top-center" />
      <RequestDrawerMount />
      <OutboxSender />
    </RequestDrawerProvider>
  );
}

interface ErrorData {
  message?: string;
  agency_name?: string;
  contact_email?: string;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<RootData>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const errorData = (isRouteErrorResponse(error) ? error.data : undefined) as ErrorData | undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorPage
      status={status}
      message={typeof errorData?.message === 'string' ? errorData.message : undefined}
      agencyName={root?.site.agencyName ?? errorData?.agency_name ?? 'Northlight Studio'}
      contactEmail={root?.contact.email ?? errorData?.contact_email ?? 'hello@northlight.studio'}
    />
  );
}

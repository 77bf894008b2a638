import { Suspense, type ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader, type NavItem } from './site-header';

interface PageShellProps {
  agencyName: string;
  contact: { email: string; phone: string | null; address: string | null };
  /** The header's call to action, at the end of the navigation. */
  headerCta: ReactNode;
  /** The footer invitation's call to action. */
  footerCta: ReactNode;
  /** Pages editors list in the navigation, after the site's own. */
  navigation: NavItem[];
  children: ReactNode;
}

/**
 * The frame of the site's pages: header with the main navigation, the page, footer. Each of the
 * three is a Suspense boundary of its own, so React hydrates them one after the other, each in
 * tasks of its own, and a click in one that is not hydrated yet hydrates that one first
 * (docs/decisions/027-javascript-on-load.md). Nothing in them suspends: no fallback is ever shown.
 */
export function PageShell({ agencyName, contact, headerCta, footerCta, navigation, children }: PageShellProps) {
  return (
    <>
      <Suspense>
        <SiteHeader agencyName={agencyName} cta={headerCta} pages={navigation} />
      </Suspense>
      <main id="main" className="page">
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <SiteFooter
          agencyName={agencyName}
          contactEmail={contact.email}
          contactPhone={contact.phone}
          address={contact.address}
          cta={footerCta}
          pages={navigation}
        />
      </Suspense>
    </>
  );
}

import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader, type NavItem } from './site-header';

interface PageShellProps {
  agencyName: string;
  contact: { email: string; phone: string | null; address: string | null };
  /** The header's call to action, at the end of the navigation. */
  headerCta: ReactNode;
  /** The header's search box (features/search), before the navigation. */
  headerSearch?: ReactNode;
  /** The footer invitation's call to action. */
  footerCta: ReactNode;
  /** Pages editors list in the navigation, after the site's own. */
  navigation: NavItem[];
  children: ReactNode;
}

/** The frame of the site's pages: header with the main navigation, the page, footer. */
export function PageShell({
  agencyName,
  contact,
  headerCta,
  headerSearch,
  footerCta,
  navigation,
  children,
}: PageShellProps) {
  return (
    <>
      <SiteHeader agencyName={agencyName} cta={headerCta} search={headerSearch} pages={navigation} />
      <main id="main" className="page">
        {children}
      </main>
      <SiteFooter
        agencyName={agencyName}
        contactEmail={contact.email}
        contactPhone={contact.phone}
        address={contact.address}
        cta={footerCta}
        pages={navigation}
      />
    </>
  );
}

import type { ReactNode } from 'react';
import { SiteLink } from '~/components/site-link';
import { openCookieSettings, useTagManagerConfigured } from '~/lib/cookie-consent';
import { useT } from '~/lib/messages';
import { NAVIGATION, type NavItem } from './site-header';

interface SiteFooterProps {
  agencyName: string;
  contactEmail: string;
  contactPhone: string | null;
  address: string | null;
  /** The invitation's call to action. */
  cta: ReactNode;
  /** Pages editors list in the navigation. */
  pages: NavItem[];
}

export function SiteFooter({ agencyName, contactEmail, contactPhone, address, cta, pages }: SiteFooterProps) {
  // The cookie choice can be changed only where there is one to make: with a tag manager.
  const cookieSettings = useTagManagerConfigured();
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container site-footer__invite">
        <p className="site-footer__headline">{t('Have a project in mind?')}</p>
        {cta}
      </div>
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__name">{agencyName}</p>
          {address ? <address className="site-footer__address">{address}</address> : null}
        </div>
        <div>
          <h2 className="site-footer__title">{t('Contact')}</h2>
          <p>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
          {contactPhone ? (
            <p>
              <a href={`tel:${contactPhone.replace(/[^+\d]/g, '')}`}>{contactPhone}</a>
            </p>
          ) : null}
        </div>
        <nav aria-label={t('Footer')}>
          <h2 className="site-footer__title">{t('Explore')}</h2>
          <ul>
            {[...NAVIGATION, ...pages].map((item) => (
              <li key={item.to}>
                <SiteLink to={item.to}>{t(item.label)}</SiteLink>
              </li>
            ))}
            <li>
              <SiteLink to="/creative-design-ideas">{t('Ideas')}</SiteLink>
            </li>
            <li>
              <SiteLink to="/creative-partnerships">{t('Partnerships')}</SiteLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} {agencyName}
        </p>
        <p className="site-footer__legal-links">
          <SiteLink to="/privacy">{t('Privacy notice')}</SiteLink>
          {cookieSettings ? (
            <button type="button" className="site-footer__legal-button" onClick={openCookieSettings}>
              {t('Cookie settings')}
            </button>
          ) : null}
        </p>
      </div>
    </footer>
  );
}

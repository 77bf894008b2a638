import { useState } from 'react';
import { SiteLink, SiteNavLink } from '~/features/navigation/site-link';
import { RequestCta } from '~/features/request-drawer/request-cta';

export const NAVIGATION = [
  { to: '/creative-services', label: 'Services' },
  { to: '/creative-design-portfolio', label: 'Work' },
  { to: '/industries', label: 'Industries' },
  { to: '/creative-design-agency', label: 'Agency' },
  { to: '/contact-info', label: 'Contact' },
] as const;

export function SiteHeader({ agencyName }: { agencyName: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="container site-header__bar">
        <SiteLink to="/" className="wordmark" aria-label={`${agencyName}, home`}>
          <span className="wordmark__mark" aria-hidden="true" />
          {agencyName}
        </SiteLink>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">Menu</span>
          <span className="menu-toggle__lines" aria-hidden="true" />
        </button>
        <nav id="site-nav" className={`site-nav ${menuOpen ? 'is-open' : ''}`} aria-label="Main">
          <ul>
            {NAVIGATION.map((item) => (
              <li key={item.to}>
                <SiteNavLink to={item.to} onClick={() => setMenuOpen(false)}>
                  {item.label}
                </SiteNavLink>
              </li>
            ))}
          </ul>
          <RequestCta className="site-nav__cta">Start a project</RequestCta>
        </nav>
      </div>
    </header>
  );
}

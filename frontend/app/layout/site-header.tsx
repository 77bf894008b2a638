import { useState, type ReactNode } from 'react';
import { SiteLink, SiteNavLink } from '~/components/site-link';

export const NAVIGATION = [
  { to: '/creative-services', label: 'Services' },
  { to: '/creative-design-portfolio', label: 'Work' },
  { to: '/industries', label: 'Industries' },
  { to: '/creative-design-agency', label: 'Agency' },
  { to: '/contact-info', label: 'Contact' },
] as const;

/** A link of the navigation: the site's own (NAVIGATION) and the pages editors add to it. */
export interface NavItem {
  to: string;
  label: string;
}

/** `cta`: the call to action at the end of the navigation (the page passes it: layouts know no feature). */
/** `pages`: pages editors list in the navigation, after the site's own. */
export function SiteHeader({ agencyName, cta, pages }: { agencyName: string; cta: ReactNode; pages: NavItem[] }) {
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
            {[...NAVIGATION, ...pages].map((item) => (
              <li key={item.to}>
                <SiteNavLink to={item.to} onClick={() => setMenuOpen(false)}>
                  {item.label}
                </SiteNavLink>
              </li>
            ))}
          </ul>
          {cta}
        </nav>
      </div>
    </header>
  );
}

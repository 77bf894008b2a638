import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SiteLink, SiteNavLink } from '~/components/site-link';
import { msg, useT } from '~/lib/messages';
import { LanguageSwitcher } from './language-switcher';

export const NAVIGATION = [
  { to: '/creative-services', label: msg('Services') },
  { to: '/creative-design-portfolio', label: msg('Work') },
  { to: '/industries', label: msg('Industries') },
  { to: '/creative-design-agency', label: msg('Agency') },
  { to: '/contact-info', label: msg('Contact') },
] as const;

/** A link of the navigation: the site's own (NAVIGATION) and the pages editors add to it. */
export interface NavItem {
  to: string;
  label: string;
}

const NAV_ID = 'site-nav';

/**
 * On narrow screens the navigation is a popover the menu button opens (docs/product.md "Navigation"):
 * the browser opens and closes it, also before the page is hydrated, and closes it on Escape and
 * on a tap outside. Once hydrated, it also closes when a link in it is followed, when the page
 * changes, and when the focus leaves it (Tab never walks into the page hidden behind it). On wide
 * screens the same element is the inline navigation (app.css).
 */
function useMenuPopover() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const close = () => {
    if (nav.current?.matches(':popover-open')) nav.current.hidePopover();
  };
  // Closes on every page change.
  useEffect(close, [pathname]);
  return {
    ref: nav,
    onClick: (event: { target: EventTarget }) => {
      if (event.target instanceof Element && event.target.closest('a')) close();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && (nav.current?.contains(next) || document.getElementById(`${NAV_ID}-toggle`) === next))
        return;
      // Focus that goes nowhere (a click on the page behind) is the browser's light dismiss.
      if (next) close();
    },
  };
}

/** `cta`: the call to action at the end of the navigation (the page passes it: layouts know no feature). */
/** `search`: the search box's button and popover, before the navigation (the page passes it too). */
/** `pages`: pages editors list in the navigation, after the site's own. */
export function SiteHeader({
  agencyName,
  cta,
  search,
  pages,
}: {
  agencyName: string;
  cta: ReactNode;
  search?: ReactNode;
  pages: NavItem[];
}) {
  const menu = useMenuPopover();
  const t = useT();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <div className="container site-header__bar">
        <SiteLink to="/" className="wordmark" aria-label={t('{agency}, home', { agency: agencyName })}>
          <span className="wordmark__mark" aria-hidden="true" />
          {agencyName}
        </SiteLink>
        {search}
        <button type="button" id={`${NAV_ID}-toggle`} className="menu-toggle" popoverTarget={NAV_ID}>
          <span className="visually-hidden">{t('Menu')}</span>
          <span className="menu-toggle__lines" aria-hidden="true" />
        </button>
        <nav id={NAV_ID} className="site-nav" aria-label={t('Main')} popover="auto" {...menu}>
          <ul>
            {[...NAVIGATION, ...pages].map((item) => (
              <li key={item.to}>
                <SiteNavLink to={item.to}>{t(item.label)}</SiteNavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitcher />
          {cta}
        </nav>
      </div>
    </header>
  );
}

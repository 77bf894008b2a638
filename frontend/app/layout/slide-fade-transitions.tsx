// docs/product.md "Navigation": /creative-services/{url}/old changes page with a slide-fade in which the old page leaves
// before the new one enters, on every navigation into or out of it, where the browser has view
// transitions; every other navigation within the site cross-fades (docs/design.md "Motion").
// Within the site (links, Back/Forward) React Router runs them: SiteLink asks for one on every
// link and marks which kind before it starts (lib/slide-fade.ts), this marks Back/Forward, and
// React Router replays the transition on Back/Forward. Between documents (Back/Forward into
// another document) every page opts in (app.css, @view-transition) and the page being left skips
// the transition unless it goes into or out of such a page. A typed address is never animated by
// browsers; the page then plays its entering half (app.css).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { markTransition, wantsSlideFade } from '~/lib/slide-fade';

/** Cross-document view transitions only into or out of a slide-fade page; Back/Forward marked. */
export function SlideFadeTransitions() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    shown.current = pathname;
  }, [pathname]);
  useEffect(() => {
    const onPageSwap = (event: PageSwapEvent) => {
      if (!event.viewTransition) return;
      const target = event.activation?.entry?.url;
      const to = target ? new URL(target).pathname : '';
      if (!wantsSlideFade(window.location.pathname, to)) event.viewTransition.skipTransition();
    };
    // Before React Router's own listener (capture listeners on the window run first), which may
    // start the transition at once.
    const onPopState = () => markTransition(shown.current, window.location.pathname);
    window.addEventListener('pageswap', onPageSwap);
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => {
      window.removeEventListener('pageswap', onPageSwap);
      window.removeEventListener('popstate', onPopState, { capture: true });
    };
  }, []);
  return null;
}

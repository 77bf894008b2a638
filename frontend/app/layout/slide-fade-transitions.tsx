// docs/product.md "Navigation": /creative-services/{url}/old changes page with a slide-fade in which the old page leaves
// before the new one enters, on every navigation into or out of it, where the browser has view
// transitions. Within the site (links, Back/Forward) React Router runs them: SiteLink asks for one
// whenever either side is such a page, and React Router replays it on Back/Forward. Between
// documents (Back/Forward into another document) every page opts in (app.css, @view-transition)
// and the page being left skips the transition unless it goes into or out of such a page. A typed
// address is never animated by browsers; the page then plays its entering half (app.css).
import { useEffect } from 'react';
import { wantsSlideFade } from '~/lib/slide-fade';

/** Cross-document view transitions only into or out of a slide-fade page. */
export function SlideFadeTransitions() {
  useEffect(() => {
    const onPageSwap = (event: PageSwapEvent) => {
      if (!event.viewTransition) return;
      const target = event.activation?.entry?.url;
      const to = target ? new URL(target).pathname : '';
      if (!wantsSlideFade(window.location.pathname, to)) event.viewTransition.skipTransition();
    };
    window.addEventListener('pageswap', onPageSwap);
    return () => window.removeEventListener('pageswap', onPageSwap);
  }, []);
  return null;
}

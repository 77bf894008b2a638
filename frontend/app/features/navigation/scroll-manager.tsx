// Navigation (docs/product.md "Navigation"): a new page scrolls to the top; a hash link scrolls smoothly to its anchor
// after about 50 ms, 100 px above it (clear of the sticky header). Scroll-trigger animations of
// the page being left are cleared (features/animations).
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { killScrollAnimations } from '~/features/animations/scroll-animations';

export const HASH_SCROLL_DELAY_MS = 50;
export const HASH_SCROLL_OFFSET_PX = 100;

/** The element's distance from the top of the document, ignoring transforms (a reveal in progress). */
function documentTop(element: HTMLElement) {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null)
    top += node.offsetTop;
  return top;
}

export function scrollToHash(hash: string) {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return false;
  const top = documentTop(target) - HASH_SCROLL_OFFSET_PX;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' });
  return true;
}

export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    killScrollAnimations();
  }, [pathname]);

  useEffect(() => {
    if (hash) {
      const timer = window.setTimeout(() => scrollToHash(hash), HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'auto' });
    return undefined;
  }, [pathname, hash, key, navigationType]);

  return null;
}

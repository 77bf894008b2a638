import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { animatePage, killScrollAnimations } from './scroll-animations';

/** Clears the scroll-trigger animations of the page being left, and runs the new page's after its first paint. */
export function PageAnimations() {
  const { pathname } = useLocation();
  useEffect(() => {
    killScrollAnimations();
    // Two frames: the new page has painted before gsap (and its chunk) is touched.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => animatePage());
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { animatePage } from './scroll-animations';

/** Runs the page animations after the first paint and after every navigation. */
export function PageAnimations() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Two frames: the new page has painted before gsap (and its chunk) is touched.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => animatePage());
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}

// Navigation (docs/product.md "Navigation"): a new page scrolls to the top; a hash link scrolls smoothly to its anchor
// after about 50 ms, 100 px above it (clear of the sticky header).
// Back/Forward, and a reload (the automatic one after a deployment included), return to where the
// visitor was on that history entry. The browser's own restoration is off ('manual'): it would
// scroll before React has rendered the page it goes back to.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { navigationTiming } from '~/lib/navigation-timing';
import { BEFORE_RELOAD_EVENT } from '~/lib/planned-reload';

export const HASH_SCROLL_DELAY_MS = 50;
export const HASH_SCROLL_OFFSET_PX = 100;
/** Positions per history entry, for this tab (sessionStorage survives reloads, not the tab). */
export const SCROLL_POSITIONS_KEY = 'agency.scroll-positions.v1';
const MAX_POSITIONS = 100;
/** How long a restore keeps trying while the page grows to its former height (images, masonry). */
const RESTORE_PATIENCE_MS = 1500;

/** The element's distance from the top of the document, ignoring transforms (a reveal in progress). */
function documentTop(element: HTMLElement) {
  let top = 0;
  for (let node: Element | null = element; node instanceof HTMLElement; node = node.offsetParent) top += node.offsetTop;
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

/** One history entry: React Router's key (kept in history.state, so it survives a reload) and the address. */
const entryKey = (location: Pick<Location, 'key' | 'pathname' | 'search'>) =>
  `${location.key}:${location.pathname}${location.search}`;

// Kept in memory while scrolling (a Map keeps insertion order: the oldest entries go first) and
// written to sessionStorage when the page is left, reloaded or navigated, not on every frame.
let positions: Map<string, number> | null = null;

/** One remembered position as stored: [entry key, top]. */
const isStoredPosition = (value: unknown): value is [string, number] =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'number';

function memory(): Map<string, number> {
  if (positions) return positions;
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    positions = new Map(Array.isArray(stored) ? stored.filter(isStoredPosition) : []);
  } catch {
    positions = new Map();
  }
  return positions;
}

function savePosition(key: string, top: number) {
  const map = memory();
  map.delete(key);
  map.set(key, Math.round(top));
  for (const oldest of map.keys()) {
    if (map.size <= MAX_POSITIONS) break;
    map.delete(oldest);
  }
}

function persistPositions() {
  try {
    window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...memory()]));
  } catch {
    // storage full or off: after a reload the page simply starts at the top
  }
}

const savedPosition = (key: string) => memory().get(key);

/** How this document was loaded: a reload or a Back/Forward into it restores its position. */
function documentNavigationType() {
  return navigationTiming()?.type ?? 'navigate';
}

/** Scrolls to `top` once the page is tall enough, giving up on any input of the visitor's. */
function restoreTo(top: number, done: () => void) {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    window.cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.removeEventListener(type, stop);
    done();
  };
  const attempt = () => {
    window.scrollTo({ top, behavior: 'auto' });
    if (Math.abs(window.scrollY - top) <= 1 || performance.now() - started > RESTORE_PATIENCE_MS) return stop();
    frame = window.requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

export function ScrollManager() {
  const location = useLocation();
  const { pathname, hash, key } = location;
  const navigationType = useNavigationType();
  /** The history entry shown now; switched in a layout effect, before any scroll event of the new page. */
  const current = useRef(entryKey(location));
  const restoring = useRef(false);
  const firstRender = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const save = () => {
      if (!restoring.current) savePosition(current.current, window.scrollY);
    };
    const onScroll = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(save);
    };
    // Leaving the document (a reload, a link to another site, closing the tab).
    const leave = () => {
      save();
      persistPositions();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', leave);
    window.addEventListener(BEFORE_RELOAD_EVENT, leave);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener(BEFORE_RELOAD_EVENT, leave);
    };
  }, []);

  useLayoutEffect(() => {
    const entry = entryKey({ key, pathname, search: location.search });
    current.current = entry;
    persistPositions();
    const initial = firstRender.current;
    firstRender.current = false;
    // Back/Forward within the site, or this document reloaded or reached by Back/Forward.
    const returning = initial ? documentNavigationType() !== 'navigate' : navigationType === 'POP';
    const saved = returning ? savedPosition(entry) : undefined;
    if (saved !== undefined) {
      restoring.current = true;
      const stop = restoreTo(saved, () => {
        restoring.current = false;
      });
      return () => {
        stop();
        restoring.current = false;
      };
    }
    if (hash) {
      const timer = window.setTimeout(() => scrollToHash(hash), HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    // A new page starts at the top (a first load is there already).
    if (!initial && navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'auto' });
    return undefined;
  }, [pathname, hash, key, location.search, navigationType]);

  return null;
}

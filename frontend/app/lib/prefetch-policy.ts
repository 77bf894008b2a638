// Prefetch policy (docs/product.md "Constants"): links prefetch their page on intent (hover, focus, touch), but not when
// the visitor asked to save data or the connection is 2g or slower; at most 4 route preloads run at
// once; the route manifest is fetched about 1 s after load, unless the connection is very slow.
import { startTransition, useEffect, useState } from 'react';
import { navigationTiming } from './navigation-timing';

export const MAX_CONCURRENT_PRELOADS = 4;
export const MANIFEST_DELAY_MS = 1000;

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  if (typeof navigator === 'undefined' || !('connection' in navigator)) return undefined;
  const info = navigator.connection;
  return info instanceof EventTarget ? info : undefined;
}

/** Save-Data on, or a 2g / slow-2g connection: nothing is loaded ahead of need. */
export function isConstrainedConnection(info = connection()) {
  return info?.saveData === true || info?.effectiveType === '2g' || info?.effectiveType === 'slow-2g';
}

// A tiny store: which links hold a preload slot, and whether the manifest may be fetched.
const holders = new Set<object>();
let manifestAllowed = false;
let version = 0;
const listeners = new Set<() => void>();
const notify = () => {
  version += 1;
  for (const listener of listeners) listener();
};
// One connection listener for all subscribers, there while any is.
const subscribe = (listener: () => void) => {
  if (listeners.size === 0) connection()?.addEventListener?.('change', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) connection()?.removeEventListener?.('change', notify);
  };
};

/** Takes one of the preload slots for `holder`; false when all are taken or prefetching is off. */
export function acquirePreloadSlot(holder: object) {
  if (holders.has(holder)) return true;
  if (isConstrainedConnection() || holders.size >= MAX_CONCURRENT_PRELOADS) return false;
  holders.add(holder);
  notify();
  return true;
}

export function releasePreloadSlot(holder: object) {
  if (holders.delete(holder)) notify();
}

export const preloadsInFlight = () => holders.size;

/**
 * Re-renders on slot, connection and manifest changes; values are read through the functions. The
 * re-render is a transition, in slices: every link on the page re-renders when the manifest is
 * allowed, and no such change may block the main thread (a store read with useSyncExternalStore
 * would re-render them all at once; docs/decisions/033-no-long-task-after-hydration.md).
 */
export function usePrefetchPolicyVersion() {
  const [, setSeen] = useState(version);
  useEffect(() => {
    const update = () => startTransition(() => setSeen(version));
    // A change between this link's render and its subscription.
    update();
    return subscribe(update);
  }, []);
}

export const isManifestAllowed = () => manifestAllowed;

/** When the load event ended (ms on the performance clock); now while it is still under way. */
function loadEventEnd() {
  return navigationTiming()?.loadEventEnd || performance.now();
}

/**
 * Allows route discovery (the manifest fetch) about 1 s after the load event, counted from the
 * event itself: the page hydrates after its first paint, sometimes after the load event.
 */
export function scheduleManifestFetch(delayMs = MANIFEST_DELAY_MS) {
  if (isConstrainedConnection()) return () => {};
  let timer: number | undefined;
  const start = () => {
    timer = window.setTimeout(
      () => {
        manifestAllowed = true;
        notify();
      },
      Math.max(0, loadEventEnd() + delayMs - performance.now()),
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    window.clearTimeout(timer);
  };
}

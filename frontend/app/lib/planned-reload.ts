// A planned reload (a new version, a script chunk that failed to load; docs/product.md "Updates and
// offline use"): whatever keeps something for the visitor (the request draft, scroll positions)
// saves it when this event is dispatched, before the page goes.
export const BEFORE_RELOAD_EVENT = 'agency:before-reload';

/** Asks every listener to save what it holds now (nothing reloads). */
export function announceReload() {
  window.dispatchEvent(new Event(BEFORE_RELOAD_EVENT));
}

/** Saves what is kept for the visitor, then reloads the page. */
export function saveInputAndReload() {
  announceReload();
  window.location.reload();
}

/** Runs `listener` before every planned reload; returns the cleanup. */
export function onBeforeReload(listener: () => void) {
  window.addEventListener(BEFORE_RELOAD_EVENT, listener);
  return () => window.removeEventListener(BEFORE_RELOAD_EVENT, listener);
}

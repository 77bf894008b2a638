// Reloads (new service worker, new deployment; docs/product.md "Updates and offline use") without losing input: the request draft is
// saved first, and while the request form is open with input the reload waits until the form is
// closed, or until the visitor accepts the "new version" toast.
import { useSyncExternalStore } from 'react';
import { draftHasInput, loadDraft } from '~/features/request-form/request-draft';

/** Dispatched before any planned reload; the open request form saves its draft on it. */
export const BEFORE_RELOAD_EVENT = 'agency:before-reload';

export function saveInputAndReload() {
  window.dispatchEvent(new Event(BEFORE_RELOAD_EVENT));
  window.location.reload();
}

/** True while a request form (drawer or the /form page) is open and holds something typed. */
export function formHoldsInput(drawerOpen: boolean, pathname = window.location.pathname) {
  if (!drawerOpen && pathname !== '/form') return false;
  window.dispatchEvent(new Event(BEFORE_RELOAD_EVENT));
  const draft = loadDraft();
  return draft !== null && draftHasInput(draft.values, draft.service);
}

// The need-refresh flag: a reload is waiting for the form. The toast shows it, and so does the
// open drawer itself (the page behind a modal drawer is out of reach for keyboards).
let reloadWaiting = false;
const listeners = new Set<() => void>();

export const isReloadWaiting = () => reloadWaiting;

export function setReloadWaiting(waiting: boolean) {
  reloadWaiting = waiting;
  for (const listener of listeners) listener();
}

export function useReloadWaiting() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => reloadWaiting,
    () => false,
  );
}

// Spec §4 reloads (new service worker, new deployment) without losing input: the request draft is
// saved first, and while the request form is open with input the reload waits until the form is
// closed, or until the visitor accepts the "new version" toast.
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
  return draftHasInput(loadDraft()?.values ?? {});
}

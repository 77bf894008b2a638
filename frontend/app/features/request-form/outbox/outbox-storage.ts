// Where the outbox keeps a waiting request and a refusal (localStorage), apart from the code that
// sends them: every page reads these keys, and loads sender/outbox-sender.tsx only when one is set
// or a request form opens (sender/outbox-sender-gate.tsx; README "Performance").
export const OUTBOX_STORAGE_KEY = 'agency.request-outbox.v1';
export const REFUSAL_STORAGE_KEY = 'agency.request-refusal.v1';
/** Dispatched on window whenever this page writes either key. */
export const OUTBOX_WRITTEN_EVENT = 'agency:request-outbox-written';
/**
 * Dispatched on window when a request form opens. The form sits below the sender
 * (docs/frontend-layers.md), so it says so here instead of loading the sender's code itself.
 */
export const REQUEST_FORM_OPENED_EVENT = 'agency:request-form-opened';

let formOpened = false;

/**
 * Tells the page that a request form opened, so that the sender's code is fetched before a
 * request may be queued offline. Also remembered: on /form the form's effects run before the
 * gate (mounted after the page in root.tsx) listens.
 */
export function announceRequestFormOpened(): void {
  formOpened = true;
  window.dispatchEvent(new Event(REQUEST_FORM_OPENED_EVENT));
}

/** Whether a request form opened since the page loaded (announceRequestFormOpened). */
export function requestFormHasOpened(): boolean {
  return formOpened;
}

/** Whether a request waits to be sent or a refusal waits to be told. */
export function outboxHoldsSomething(): boolean {
  try {
    return (
      window.localStorage.getItem(OUTBOX_STORAGE_KEY) !== null ||
      window.localStorage.getItem(REFUSAL_STORAGE_KEY) !== null
    );
  } catch {
    // no storage, so nothing can wait in it
    return false;
  }
}

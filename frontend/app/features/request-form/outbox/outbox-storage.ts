// Where the outbox keeps a waiting request and a refusal (localStorage), apart from the code that
// sends them: every page reads these keys, and loads outbox-sender.tsx only when one is set
// (outbox-sender-gate.tsx; README "Performance").
export const OUTBOX_STORAGE_KEY = 'agency.request-outbox.v1';
export const REFUSAL_STORAGE_KEY = 'agency.request-refusal.v1';
/** Dispatched on window whenever this page writes either key. */
export const OUTBOX_WRITTEN_EVENT = 'agency:request-outbox-written';

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

// How the rest of the app tells the runtime that a reload now would lose something the visitor
// typed (docs/product.md "Updates and offline use"). A feature registers a check and says when its
// answer may have changed; the runtime asks every check before it reloads for a new version, and
// waits while one says yes. The runtime knows nothing of who registers (the request form does).

/** True while the registrant holds input a reload would lose. */
export type UnsavedInputCheck = () => boolean;

const checks = new Set<UnsavedInputCheck>();
const listeners = new Set<() => void>();

/** Tells the runtime that a check's answer may have changed (e.g. the form was closed). */
export function unsavedInputChanged() {
  for (const listener of listeners) listener();
}

/** Adds a check; returns its removal. */
export function registerUnsavedInput(check: UnsavedInputCheck) {
  checks.add(check);
  return () => {
    checks.delete(check);
    unsavedInputChanged();
  };
}

export const hasUnsavedInput = () => [...checks].some((check) => check());

/** Calls `listener` whenever a registrant says its answer may have changed; returns the cleanup. */
export function onUnsavedInputChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

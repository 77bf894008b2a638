// Reloads for a new version (new service worker, new deployment; docs/product.md "Updates and offline
// use") without losing input: what is kept for the visitor is saved first (lib/planned-reload), and
// while something holds unsaved input (unsaved-input.ts) the reload waits until it no longer does,
// or until the visitor accepts the "new version" toast.
import { useSyncExternalStore } from 'react';
import { msg } from '~/lib/messages';

export const NEW_VERSION_MESSAGE = msg('A new version of this site is available');
export const NEW_VERSION_ACTION = msg('Reload');

// The need-refresh flag: a reload is waiting for the visitor's input. The toast shows it, and so
// does an open dialog itself (NewVersionNotice: the page behind a modal is out of reach for keyboards).
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

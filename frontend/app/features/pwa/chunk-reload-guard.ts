// docs/product.md "Updates and offline use": a script chunk that fails to load (usually a deployment replaced it) reloads the page,
// at most once per path within 10 seconds, so a chunk that stays missing cannot loop the page.
import { isRecord } from '@agency/contract/guards';
import { announceReload } from '~/lib/planned-reload';

export const CHUNK_RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'agency.chunk-reload.v1';

type ReloadLog = Record<string, number>;

function readLog(): ReloadLog {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!isRecord(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/**
 * Reloads the page unless this path was reloaded for a chunk failure in the last 10 seconds.
 * Returns whether it reloads. Without sessionStorage it never reloads: no log, no guard.
 */
export function reloadAfterChunkFailure(path = window.location.pathname, now = Date.now()): boolean {
  // Offline a reload would swap a working page for the browser's error page.
  if (window.navigator.onLine === false) return false;
  const log = readLog();
  const last = log[path];
  if (last !== undefined && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  const recent: ReloadLog = Object.fromEntries(
    Object.entries(log).filter(([, time]) => now - time < CHUNK_RELOAD_GUARD_MS),
  );
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...recent, [path]: now }));
  } catch {
    return false;
  }
  announceReload();
  window.location.reload();
  return true;
}

/** The errors Vite reported as failed chunk loads (its `vite:preloadError` event; build only). */
const chunkLoadErrors = new WeakSet<object>();

/** Vite dispatches this on window when a dynamic import (or a file it preloads) fails, before rejecting with `payload`. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

export function isChunkLoadError(error: unknown) {
  return typeof error === 'object' && error !== null && chunkLoadErrors.has(error);
}

/**
 * Listens for chunk loads that failed (Vite's `vite:preloadError`) and that no code handled (code
 * that handles its own, like the drawer, the confetti or the animations, decides for itself: the
 * import still rejects, so they can); returns the cleanup.
 */
export function installChunkReloadGuard() {
  const onPreloadError = ({ payload }: WindowEventMap[typeof PRELOAD_ERROR_EVENT]) => {
    // Typed as an Error; still checked, as any code may dispatch the event.
    if (typeof payload === 'object' && payload !== null) chunkLoadErrors.add(payload);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkFailure();
  };
  window.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

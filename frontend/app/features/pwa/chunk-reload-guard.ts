// docs/product.md "Updates and offline use": a script chunk that fails to load (usually a deployment replaced it) reloads the page,
// at most once per path within 10 seconds, so a chunk that stays missing cannot loop the page.
import { BEFORE_RELOAD_EVENT } from './safe-reload';

export const CHUNK_RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'agency.chunk-reload.v1';

type ReloadLog = Record<string, number>;

function readLog(): ReloadLog {
  try {
    return (JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as ReloadLog) ?? {};
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
  const recent = Object.fromEntries(
    Object.entries(log).filter(([, time]) => now - time < CHUNK_RELOAD_GUARD_MS),
  ) as ReloadLog;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...recent, [path]: now }));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(BEFORE_RELOAD_EVENT));
  window.location.reload();
  return true;
}

/** Messages browsers give a dynamic import whose file could not be fetched. */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

export function isChunkLoadError(error: unknown) {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * Listens for chunk loads that failed and that no code handled (code that handles its own, like
 * the drawer or the animations, decides for itself); returns the cleanup.
 */
export function installChunkReloadGuard() {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkFailure();
  };
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
}

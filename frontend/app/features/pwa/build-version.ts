// docs/product.md "Updates and offline use": a new deployment is detected by fetching the latest build file with a timestamp
// query (no cache answers), comparing its id with the one this bundle was built with.
import { isRecord } from '@agency/contract/guards';

declare const __BUILD_ID__: string;

export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development';
export const BUILD_ID_URL = '/build-id.json';
/** How often an open page looks for a new deployment, besides every time it regains focus. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

/** The deployed build id, or null when it cannot be told (offline, 404/403, a malformed file). */
export async function fetchDeployedBuildId(): Promise<string | null> {
  try {
    const response = await fetch(`${BUILD_ID_URL}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const buildId = isRecord(body) ? body.buildId : undefined;
    return typeof buildId === 'string' && buildId !== '' ? buildId : null;
  } catch {
    return null;
  }
}

/** Checks on focus, when the tab becomes visible and on an interval; calls `onNewBuild` once. */
export function watchForNewBuild(onNewBuild: (buildId: string) => void, intervalMs = BUILD_CHECK_INTERVAL_MS) {
  let reported = false;
  let checking = false;
  const check = async () => {
    if (reported || checking || document.visibilityState === 'hidden') return;
    checking = true;
    const deployed = await fetchDeployedBuildId();
    checking = false;
    if (deployed && deployed !== BUILD_ID && !reported) {
      reported = true;
      onNewBuild(deployed);
    }
  };
  const onFocus = () => void check();
  const onVisibility = () => void (document.visibilityState === 'visible' && check());
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisibility);
  const timer = window.setInterval(onFocus, intervalMs);
  return () => {
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisibility);
    window.clearInterval(timer);
  };
}

// Registers the service worker (built by vite-plugin-pwa into /sw.js) from the site root with
// root scope and reports its life cycle (docs/product.md "Updates and offline use"): offline-ready on first install, a
// new version taking control (an update here or activated from another tab), and waiting
// versions (the need-refresh flag; with skipWaiting nothing normally waits).
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerEvents {
  onOfflineReady: () => void;
  onNewVersionActive: () => void;
  onNeedRefresh: () => void;
  /** Registration errors go here only; nothing is shown to the visitor (docs/product.md "Updates and offline use"). */
  onRegisterError?: (error: unknown) => void;
}

/** Pages and page data are cached per build (vite.config.ts): an older build's cached pages point
 * at scripts and styles the new worker no longer keeps. Removes those caches. */
export async function deletePageCachesOfOtherBuilds(buildId: string) {
  if (!('caches' in window)) return;
  for (const name of await caches.keys()) {
    if (/^(pages|page-data)-/.test(name) && !name.endsWith(`-${buildId}`)) await caches.delete(name);
  }
}

export async function registerServiceWorker(events: ServiceWorkerEvents): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const { Workbox } = await import('workbox-window');
  let controlled = Boolean(navigator.serviceWorker.controller);
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate && !event.isExternal) events.onOfflineReady();
  });
  workbox.addEventListener('waiting', () => events.onNeedRefresh());
  // Fires in every open tab when a new worker claims it; the first claim after installing is not a new version.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) events.onNewVersionActive();
    controlled = true;
  });
  try {
    return (await workbox.register()) ?? null;
  } catch (error) {
    events.onRegisterError?.(error);
    return null;
  }
}

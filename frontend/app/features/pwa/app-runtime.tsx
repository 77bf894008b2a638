// The app's runtime duties (docs/product.md "Updates and offline use"), mounted once in root.tsx: the
// service worker and its toasts, new-deployment detection, the chunk-failure reload guard and the
// route-manifest timing. All start once the page is idle (root-idle.tsx). A reload for a
// new version waits while anything holds unsaved input (unsaved-input.ts). A preview of a draft
// (docs/decisions/023-preview.md: the admin's Live Preview, a link valid for minutes) registers no
// service worker: there is nothing to keep offline in it.
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '~/components/toasts/toast';
import { afterInteractive } from '~/lib/after-interactive';
import { saveInputAndReload } from '~/lib/planned-reload';
import { scheduleManifestFetch } from '~/lib/prefetch-policy';
import { BUILD_ID, fetchDeployedBuildId, watchForNewBuild } from './build-version';
import { installChunkReloadGuard } from './chunk-reload-guard';
import { NEW_VERSION_ACTION, NEW_VERSION_MESSAGE, isReloadWaiting, setReloadWaiting } from './safe-reload';
import { deletePageCachesOfOtherBuilds, registerServiceWorker } from './service-worker';
import { hasUnsavedInput, onUnsavedInputChange } from './unsaved-input';
import { useT } from '~/lib/messages';

/** Raised on <html> (data-offline-ready) when the service worker is first installed: no toast, nothing to read on a first visit. */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';
/** Raised on <html> (data-service-worker) once the page has settled its worker: "registered", "none" (not supported or failed) or "off" (a preview). */
export const SERVICE_WORKER_ATTRIBUTE = 'data-service-worker';
const NEW_VERSION_TOAST_ID = 'new-version';

/** `preview`: the page is a preview of a draft (root loader); a later navigation inside it changes nothing. */
export function AppRuntime({ preview: openedAsPreview = false }: { preview?: boolean }) {
  const { pathname } = useLocation();
  const [preview] = useState(openedAsPreview);
  const t = useT();

  const showNewVersionToast = useCallback(() => {
    toast(t(NEW_VERSION_MESSAGE), {
      id: NEW_VERSION_TOAST_ID,
      duration: Number.POSITIVE_INFINITY,
      action: { label: t(NEW_VERSION_ACTION), onClick: saveInputAndReload },
    });
  }, [t]);

  const reloadWhenSafe = useCallback(() => {
    if (!hasUnsavedInput()) return saveInputAndReload();
    setReloadWaiting(true);
    showNewVersionToast();
  }, [showNewVersionToast]);

  // The input was dealt with (the form closed or left) while a reload waited: reload now.
  useEffect(() => {
    const reloadIfWaiting = () => {
      if (isReloadWaiting() && !hasUnsavedInput()) saveInputAndReload();
    };
    reloadIfWaiting();
    return onUnsavedInputChange(reloadIfWaiting);
  }, [pathname]);

  useEffect(() => installChunkReloadGuard(), []);
  useEffect(() => scheduleManifestFetch(), []);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    const registration: { current: ServiceWorkerRegistration | null } = { current: null };
    afterInteractive(() => {
      if (preview) {
        document.documentElement.setAttribute(SERVICE_WORKER_ATTRIBUTE, 'off');
        return;
      }
      void registerServiceWorker({
        onOfflineReady: () => document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, 'true'),
        // A page already of the deployed build (it was loaded after the deployment, e.g. by the
        // reload for a new build id) has nothing to gain from reloading again.
        onNewVersionActive: () =>
          void fetchDeployedBuildId().then((deployed) => {
            if (deployed !== BUILD_ID) reloadWhenSafe();
          }),
        onNeedRefresh: () => {
          setReloadWaiting(true);
          showNewVersionToast();
        },
        onRegisterError: (error) => console.warn('Service worker registration failed:', error),
      }).then(async (result) => {
        registration.current = result;
        document.documentElement.setAttribute(SERVICE_WORKER_ATTRIBUTE, result ? 'registered' : 'none');
        if (result && (await fetchDeployedBuildId()) === BUILD_ID) await deletePageCachesOfOtherBuilds(BUILD_ID);
      });
    });
    // A new deployment: let the worker fetch its new version too, then reload under the same rule.
    return watchForNewBuild(() => {
      void registration.current?.update().catch(() => undefined);
      reloadWhenSafe();
    });
  }, [preview, reloadWhenSafe, showNewVersionToast]);

  return null;
}

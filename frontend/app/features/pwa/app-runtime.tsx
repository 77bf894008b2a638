// The app's runtime duties (docs/product.md "Updates and offline use"), mounted once in root.tsx: the service worker and
// its toasts, new-deployment detection, the chunk-failure reload guard, install/launch analytics
// and the tag manager, and the route-manifest timing. All start after hydration.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterInteractive, loadTagManager, trackInstallAndLaunch } from '~/features/analytics/analytics';
import { scheduleManifestFetch } from '~/features/navigation/prefetch-policy';
import { useRequestDrawer } from '~/features/request-drawer/request-drawer-context';
import { BUILD_ID, fetchDeployedBuildId, watchForNewBuild } from './build-version';
import { installChunkReloadGuard } from './chunk-reload-guard';
import { formHoldsInput, isReloadWaiting, saveInputAndReload, setReloadWaiting } from './safe-reload';
import { deletePageCachesOfOtherBuilds, registerServiceWorker } from './service-worker';

export const OFFLINE_READY_MESSAGE = 'Ready to work offline';
export const NEW_VERSION_MESSAGE = 'A new version of this site is available';
export const NEW_VERSION_ACTION = 'Reload';
const NEW_VERSION_TOAST_ID = 'new-version';

export function AppRuntime({ tagManagerId }: { tagManagerId: string | null }) {
  const { isOpen } = useRequestDrawer();
  const { pathname } = useLocation();
  const drawerOpen = useRef(isOpen);
  drawerOpen.current = isOpen;

  const showNewVersionToast = useCallback(() => {
    toast(NEW_VERSION_MESSAGE, {
      id: NEW_VERSION_TOAST_ID,
      duration: Number.POSITIVE_INFINITY,
      action: { label: NEW_VERSION_ACTION, onClick: saveInputAndReload },
    });
  }, []);

  const reloadWhenSafe = useCallback(() => {
    if (!formHoldsInput(drawerOpen.current)) return saveInputAndReload();
    setReloadWaiting(true);
    showNewVersionToast();
  }, [showNewVersionToast]);

  // The form was closed (or left) while a reload waited: reload now.
  useEffect(() => {
    if (isReloadWaiting() && !formHoldsInput(isOpen, pathname)) saveInputAndReload();
  }, [isOpen, pathname]);

  useEffect(() => installChunkReloadGuard(), []);
  useEffect(() => trackInstallAndLaunch(), []);
  useEffect(() => scheduleManifestFetch(), []);
  useEffect(() => {
    if (tagManagerId) afterInteractive(() => loadTagManager(tagManagerId));
  }, [tagManagerId]);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    const registration = { current: null as ServiceWorkerRegistration | null };
    afterInteractive(() => {
      void registerServiceWorker({
        onOfflineReady: () => toast.success(OFFLINE_READY_MESSAGE),
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
        if (result && (await fetchDeployedBuildId()) === BUILD_ID) await deletePageCachesOfOtherBuilds(BUILD_ID);
      });
    });
    // A new deployment: let the worker fetch its new version too, then reload under the same rule.
    return watchForNewBuild(() => {
      void registration.current?.update().catch(() => undefined);
      reloadWhenSafe();
    });
  }, [reloadWhenSafe, showNewVersionToast]);

  return null;
}

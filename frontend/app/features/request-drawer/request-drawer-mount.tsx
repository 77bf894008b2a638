import { Suspense, lazy } from 'react';
import { loadRequestDrawer, useRequestDrawer } from './request-drawer-context';

const RequestDrawer = lazy(loadRequestDrawer);

/**
 * Where the request drawer mounts (spec §2 "Root app"). Nothing of it is rendered or loaded until
 * a call to action is hovered, focused or touched (preload) and then used (open).
 */
export function RequestDrawerMount() {
  const { hasOpened } = useRequestDrawer();
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <RequestDrawer />
    </Suspense>
  );
}

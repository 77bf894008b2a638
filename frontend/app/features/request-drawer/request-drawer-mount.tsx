import { useRequestDrawer } from './request-drawer-context';

/**
 * Where the request drawer mounts (spec §2 "Root app"). Until the drawer opens nothing of it is
 * rendered or loaded.
 */
export function RequestDrawerMount() {
  const { isOpen } = useRequestDrawer();
  if (!isOpen) return null;
  return <div id="request-drawer-root" />;
}

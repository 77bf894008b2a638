import { Component, Suspense, lazy, useState, type ReactNode } from 'react';
import { toast } from '~/components/toasts/toast';
import { reloadAfterChunkFailure } from '~/features/pwa/chunk-reload-guard';
import { inEnglish, useT, type Translate } from '~/lib/messages';
import { loadRequestDrawer } from './load-request-drawer';
import { useRequestDrawer } from './request-drawer-context';

export const drawerLoadError = (t: Translate = inEnglish) =>
  t('The form could not be loaded. Please check your connection and try again.');

/** Catches a drawer chunk that failed to load, so that the page itself stays usable. */
class DrawerLoadBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Where the request drawer mounts (docs/product.md "Root app"). Nothing of it is rendered or loaded until
 * a call to action is hovered, focused or touched (preload) and then used (open). When its code
 * cannot be loaded the page reloads once (docs/product.md "The drawer"); after that the visitor gets a toast and
 * the next opening tries again.
 */
export function RequestDrawerMount() {
  const t = useT();
  const { hasOpened, openings, close } = useRequestDrawer();
  const [RequestDrawer, setRequestDrawer] = useState(() => lazy(loadRequestDrawer));
  /** The opening whose drawer failed to load: nothing is shown until the next one. */
  const [failedOpening, setFailedOpening] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  if (!hasOpened || failedOpening === openings) return null;
  const onError = () => {
    if (reloadAfterChunkFailure()) return;
    toast.error(drawerLoadError(t));
    close();
    // React.lazy keeps a failed import: the next opening starts a fresh one.
    setRequestDrawer(() => lazy(loadRequestDrawer));
    setFailedOpening(openings);
    setAttempt(attempt + 1);
  };
  return (
    <DrawerLoadBoundary key={attempt} onError={onError}>
      <Suspense fallback={null}>
        <RequestDrawer />
      </Suspense>
    </DrawerLoadBoundary>
  );
}

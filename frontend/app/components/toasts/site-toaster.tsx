import { Suspense, lazy, useEffect, useState } from 'react';
import { afterInteractive } from '~/lib/after-interactive';
import { loadSonner, onSonnerRequested, sonnerRequested } from './toast';

const SiteToasterView = lazy(() => import('./site-toaster-view'));

/**
 * The root's toast area. Mounted once the page is interactive (so the live region is in place
 * before any toast is announced), or at the first toast if that comes sooner (toast.ts).
 */
export function SiteToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    if (sonnerRequested()) mount();
    const stop = onSonnerRequested(mount);
    afterInteractive(() => void loadSonner().catch(() => undefined));
    return stop;
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <SiteToasterView />
    </Suspense>
  ) : null;
}

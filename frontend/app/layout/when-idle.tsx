import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterInteractive } from '~/lib/after-interactive';

/**
 * Renders its children once the page is interactive (after the load event, when the browser is
 * idle): for work the first interaction does not need, whose code (a `lazy()` child) is then
 * neither in the first load nor in the hydration (docs/decisions/027-javascript-on-load.md).
 * Before that it renders nothing, as the server did.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterInteractive(() => setIdle(true)), []);
  return idle ? <Suspense fallback={null}>{children}</Suspense> : null;
}

import { startTransition } from 'react';

/**
 * Runs `task` once the page is interactive: after the load event, when the browser is idle. What it
 * renders is a transition: React renders it in slices that yield to the browser, never in one long
 * task (docs/decisions/033-no-long-task-after-hydration.md).
 */
export function afterInteractive(task: () => void) {
  const run = () => startTransition(task);
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Runs `task` once the page is interactive: after the load event, when the browser is idle. */
export function afterInteractive(task: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

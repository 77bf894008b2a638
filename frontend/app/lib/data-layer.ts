// The tag manager's data layer (README "Cookie consent and analytics"): events go in as objects;
// Google Consent Mode commands go in as `gtag()` calls, which the container reads only when they
// arrive as an `arguments` object, so `gtag` is a plain function, as in Google's snippet.

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushEvent(event: string, details: Record<string, unknown> = {}) {
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...details });
}

/** Google's `gtag()` command queue, e.g. gtag('consent', 'default', { … }). */
export function gtag(..._command: unknown[]) {
  window.dataLayer ??= [];
  // The container tells commands from events by their type: an Arguments object, not an array.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

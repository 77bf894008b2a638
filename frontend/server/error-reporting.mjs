// Optional error reporting (README "Operations"): with SENTRY_DSN set, errors that escape the app
// go to Sentry (or any service that speaks its protocol) through Sentry's SDK. Unset, the SDK is
// not even loaded and nothing is sent anywhere. Reports carry no personal data: no request body,
// cookies, headers, query string or user, and no tracing.

/**
 * What is removed from every event before it leaves the server.
 * @template {{ request?: { method?: string, url?: string }, user?: unknown, breadcrumbs?: unknown }} T
 * @param {T} event
 * @returns {T}
 */
export function scrubEvent(event) {
  if (event.request) {
    event.request = {
      method: event.request.method,
      url: event.request.url ? String(event.request.url).split('?')[0] : undefined,
    };
  }
  delete event.user;
  delete event.breadcrumbs;
  return event;
}

/**
 * Starts reporting when `dsn` is set; returns `capture(error, tags)` and `flush()`, or null
 * (reporting off).
 * @param {{ dsn?: string, environment?: string, release?: string }} options
 */
export async function startErrorReporting({ dsn, environment, release }) {
  if (!dsn) return null;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    environment,
    release,
    tracesSampleRate: 0,
    defaultIntegrations: false,
    integrations: [
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration({ mode: 'warn' }),
      Sentry.linkedErrorsIntegration(),
    ],
    beforeSend: scrubEvent,
  });
  return {
    capture: (/** @type {unknown} */ error, /** @type {Record<string, string>} */ tags = {}) =>
      Sentry.captureException(error, { tags }),
    flush: (timeoutMs = 2000) => Sentry.flush(timeoutMs),
  };
}

// The app's server-side log lines, in the web server's format (frontend/server/logging.mjs): JSON
// with pino on stdout, level from LOG_LEVEL. Never a prospect's personal data.
import pino from 'pino';

export const log = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'web' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

/** An error's message (no stack, no data it might carry) for a log line. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

// The web server's logs: one JSON line per request with pino (as Directus logs), for an operator
// and a log collector (README "Operations"). A line carries the request id, method, path (no
// query string), status, duration, the client's address and whether the page cache answered;
// never a header, a cookie or a body, so no prospect's personal data reaches the log.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import proxyAddr from 'proxy-addr';

export const REQUEST_ID_HEADER = 'x-request-id';
// An id a trusted proxy sent is kept (one id from the edge to Directus); anything else is replaced.
const VALID_REQUEST_ID = /^[\w.:-]{8,128}$/;
const PROBES = new Set(['/healthz', '/readyz']);
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The server's logger: LOG_LEVEL (default info), JSON lines on stdout. */
export function createLogger({ level = process.env.LOG_LEVEL || 'info', destination } = {}) {
  if (!LEVELS.includes(level))
    throw new Error(`Invalid web server environment:\n  - LOG_LEVEL: must be one of ${LEVELS.join(', ')}`);
  return pino(
    {
      level,
      base: { service: 'web' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/**
 * Request logging for the raw Node handler (the cached-page path runs before Express): gives each
 * request its id (`req.id`, sent back as X-Request-Id and forwarded to Directus by the app) and
 * logs it when the response ends.
 */
export function createRequestLogger({ logger, trustProxyHops }) {
  // The same rule as Express' `trust proxy` with a hop count.
  const clientAddress = (req) => proxyAddr(req, (_address, hop) => hop < trustProxyHops);
  const outcome = (req, res, fields) => ({
    ...fields,
    client: clientAddress(req),
    ...(res.getHeader('x-cache') ? { cache: String(res.getHeader('x-cache')).toLowerCase() } : {}),
  });
  return pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId(req, res) {
      const offered = req.headers[REQUEST_ID_HEADER];
      const id =
        trustProxyHops > 0 && typeof offered === 'string' && VALID_REQUEST_ID.test(offered) ? offered : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req) => ({ method: req.method, path: String(req.url ?? '').split('?')[0] }),
      res: (res) => ({ status: res.statusCode }),
    },
    customSuccessObject: outcome,
    customErrorObject: (req, res, _error, fields) => outcome(req, res, fields),
    // Probes come every few seconds: logged only at debug level unless they fail.
    customLogLevel: (req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : PROBES.has(String(req.url).split('?')[0]) ? 'debug' : 'info',
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customAttributeKeys: { responseTime: 'ms', reqId: 'id' },
  });
}

// The web server: redirects, the header search box's answers (from the search index), rendered
// pages from its own cache, static assets with long cache headers, then React Router for
// everything else (README "The read path"). Own server (not react-router-serve)
// so that the app knows the visitor's address (per-visitor limits), response headers are ours to
// set, and a cached page is answered before any rendering.
import compression from 'compression';
import express from 'express';
import { Redis } from 'ioredis';
import onHeaders from 'on-headers';
import { createRequestHandler as createExpressHandler } from '@react-router/express';
import { createRequestHandler } from 'react-router';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders, contentSecurityPolicy } from './security-headers.mjs';
import { PageCache } from './server/page-cache.mjs';
import { createPageAnswers, isPageRequest } from './server/pages.mjs';
import { createSearchAnswers } from './server/search-answers.mjs';
import { clientNetwork, createClientLimiter } from './server/client-limiter.mjs';
import { startErrorReporting } from './server/error-reporting.mjs';
import { createReadiness, serveHealth } from './server/health.mjs';
import { REQUEST_ID_HEADER, createLogger, createRequestLogger } from './server/logging.mjs';
import {
  CONTENT_CHANNEL,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  createReplayGuard,
  parseChange,
  verifySignedChange,
} from './server/content-events.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(here, 'build/server/index.js'));
// What the server build gives (app/entry.server.tsx): functions only. The environment is parsed
// and the site's content created here, once; each render gets the content through React
// Router's context (docs/decisions/035-content-gateway.md).
const { parseServerEnv, createSiteContent, loadContext, isSearchAnswerPath, searchAnswer, SCRIPT_HASHES_HEADER } =
  build.entry.module;
const serverEnv = parseServerEnv(process.env);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
// Hops of reverse proxies in front of this server whose X-Forwarded-For is trusted (0: none).
const trustProxy = Number(process.env.TRUST_PROXY_HOPS ?? 0);

/** Set by this server only; the app reads it to know the visitor's address. */
export const CLIENT_IP_HEADER = 'x-agency-client-ip';
const tagManager = Boolean(serverEnv.GTM_ID);
// The app never sees the Host a client sent: nothing rendered (and cached) can depend on it.
const APP_ORIGIN = serverEnv.SITE_URL ?? 'http://localhost';
// The admin's Live Preview and Visual Editor frame the site; no other origin may (README "For editors").
const frameAncestor = serverEnv.DIRECTUS_PUBLIC_URL ? new URL(serverEnv.DIRECTUS_PUBLIC_URL).origin : undefined;

const logger = createLogger();
const content = createSiteContent({
  env: serverEnv,
  onError: (family, error) =>
    logger.error({ family, err: error instanceof Error ? error.message : String(error) }, 'CMS read failed'),
});
const contentStore = content.store;
// Off unless SENTRY_DSN is set (README "Operations").
const reporter = await startErrorReporting({
  dsn: process.env.SENTRY_DSN,
  environment: process.env.SENTRY_ENVIRONMENT,
  release: process.env.BUILD_ID,
});
const logRequest = createRequestLogger({ logger, trustProxyHops: trustProxy });
const redis = serverEnv.REDIS ? new Redis(serverEnv.REDIS, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
redis?.on('error', (error) => logger.warn({ err: error.message }, 'Redis'));
const readiness = createReadiness({
  contentStore,
  keepsCopy: serverEnv.CONTENT_CACHE_TTL_SECONDS > 0,
  pingDirectus: (timeoutMs) => content.directus.fetch('/server/ping', { timeoutMs }),
  redis,
});
// No content copy (TTL 0: development, benchmarks of the cold path) means no page cache either.
const pageCache = new PageCache({
  maxBytes: serverEnv.CONTENT_CACHE_TTL_SECONDS === 0 ? 0 : serverEnv.PAGE_CACHE_MB * 1024 * 1024,
  sharedMaxAge: serverEnv.CACHE_S_MAXAGE_SECONDS,
});
const limiter = createClientLimiter({
  points: serverEnv.SITE_RATE_LIMIT,
  durationSeconds: serverEnv.SITE_RATE_LIMIT_WINDOW_SECONDS,
  redis: redis ?? undefined,
});
contentStore.onChange((families) => pageCache.dropFamilies(families));

const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
const pages = createPageAnswers({
  pageCache,
  contentStore,
  findRedirect: (url) => content.findRedirect(url),
  // The render notes the families it reads in `reads` (the page cache keeps them with the page).
  renderPage: (request, reads) => handleRequest(request, loadContext(content, reads)),
  scriptHashesHeader: SCRIPT_HASHES_HEADER,
  appOrigin: APP_ORIGIN,
  trustProxy,
  headers: { tagManager, frameAncestor },
});
// The header box's answers come from the search index, not from React Router or the page cache.
const { serveSearchAnswer } = createSearchAnswers({
  isPath: isSearchAnswerPath,
  answer: (url) => searchAnswer(content, url),
  onError: (error, req) => reporter?.capture(error, { requestId: String(req.id ?? '') }),
  limit: (address) => limiter.consume(address),
  appOrigin: APP_ORIGIN,
  trustProxy,
  sharedMaxAge: serverEnv.CACHE_S_MAXAGE_SECONDS,
  headers: { tagManager, frameAncestor },
});
const app = express();
app.disable('x-powered-by');
app.disable('etag');
app.set('trust proxy', trustProxy);

app.use((req, res, next) => {
  res.set(securityHeaders({ tagManager, secure: req.secure, frameAncestor }));
  // A rendered page names its inline scripts; the policy it is sent with admits exactly those.
  onHeaders(res, function namePageScripts() {
    const hashes = this.getHeader(SCRIPT_HASHES_HEADER);
    if (hashes === undefined) return;
    this.removeHeader(SCRIPT_HASHES_HEADER);
    const scriptHashes = String(hashes).split(' ').filter(Boolean);
    this.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy({ scriptHashes, tagManager, secure: req.secure, frameAncestor }),
    );
  });
  // Directus counts per address what this server forwards: an IPv6 client as its /64 (client-limiter.mjs).
  req.headers[CLIENT_IP_HEADER] = req.ip ? clientNetwork(req.ip) : '';
  next();
});

// Directus' change hook: drop and re-read what changed (README "The read path").
const replayGuard = createReplayGuard();
app.post('/__content/changed', express.text({ type: () => true, limit: '16kb' }), (req, res) => {
  const body = typeof req.body === 'string' ? req.body : '';
  const signed = verifySignedChange({
    secret: serverEnv.WEBSITE_API_TOKEN,
    timestamp: req.get(TIMESTAMP_HEADER),
    signature: req.get(SIGNATURE_HEADER),
    body,
  });
  if (!signed) return res.status(401).json({ error: 'Unsigned or expired content change' });
  if (!replayGuard.firstTime(req.get(SIGNATURE_HEADER), req.get(TIMESTAMP_HEADER))) {
    return res.status(409).json({ error: 'Content change already received' });
  }
  const collections = parseChange(body);
  if (!collections) return res.status(400).json({ error: 'Expected {"collections": ["…"]}' });
  res.set('Cache-Control', 'no-store').json({ families: contentStore.collectionsChanged(collections) });
});

app.use(compression());
app.use(
  '/assets',
  express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y', index: false }),
);
// The service worker, the build id and the offline page must reach browsers fresh: they decide
// when a new version is taken (README "Updates and offline use").
const ALWAYS_REVALIDATE = new Set(['sw.js', 'build-id.json', 'offline.html', 'offline.js']);
app.use(
  express.static(path.join(here, 'build/client'), {
    maxAge: '1h',
    index: false,
    setHeaders: (res, file) => {
      if (ALWAYS_REVALIDATE.has(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
    },
  }),
);

function tooManyRequests(res, retryAfterSeconds) {
  res
    .status(429)
    .set({ 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' })
    .type('text/plain')
    .send(`Too many requests. Please try again in ${retryAfterSeconds} seconds.\n`);
}

/** Work that costs this server: counted per client (README "No single client can starve others"). */
async function limitClient(req, res, next) {
  try {
    const verdict = await limiter.consume(req.ip);
    if (verdict.allowed) return next();
    tooManyRequests(res, verdict.retryAfterSeconds);
  } catch (error) {
    next(error);
  }
}

// A page that is not cached: rendered from the content copy, kept when it is current.
app.use((req, res, next) => {
  if (!isPageRequest(req)) return next();
  limitClient(req, res, () => pages.renderUncached(req, res).catch(next));
});

app.use('/api/', limitClient);
// An image not yet in memory costs a transform (Directus' or sharp's): counted like a render.
app.use('/media/', (req, res, next) =>
  content.media.isKept(req.originalUrl, req.headers.accept ?? '') ? next() : limitClient(req, res, next),
);
app.all(
  '/{*path}',
  createExpressHandler({ build, mode: process.env.NODE_ENV, getLoadContext: () => loadContext(content) }),
);
// What escaped the app: logged with the request's id, answered without details. A client's own
// mistake that Express' body parsers name (a body over its limit: 413, malformed: 400) is
// answered with its status, and is no error of this server.
app.use((error, req, res, _next) => {
  const status = Number(error?.status ?? error?.statusCode);
  if (error?.expose === true && status >= 400 && status < 500) {
    req.log?.info({ status, reason: error.type ?? error.message }, 'request refused');
    if (res.headersSent) return res.end();
    return res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(`${error.message}\n`);
  }
  req.log?.error({ err: error }, 'unhandled error');
  reporter?.capture(error, { requestId: String(req.id ?? '') });
  if (res.headersSent) return res.end();
  res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Internal error\n');
});

if (redis) {
  // Several web instances: changes arrive through Redis as well (README "The read path").
  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => logger.warn({ err: error.message }, 'Redis subscriber'));
  await subscriber.subscribe(CONTENT_CHANNEL).catch((error) => logger.warn({ err: error.message }, 'Redis subscribe'));
  subscriber.on('message', (_channel, message) => {
    const collections = parseChange(message);
    if (collections) contentStore.collectionsChanged(collections);
  });
}

const server = createServer((req, res) => {
  logRequest(req, res);
  // The app forwards it to Directus: one id follows a submit through both logs.
  req.headers[REQUEST_ID_HEADER] = req.id;
  if (serveHealth(req, res, readiness)) return;
  void pages.serveRedirect(req, res).then((redirected) => {
    if (!redirected && !serveSearchAnswer(req, res) && !pages.serveCachedPage(req, res)) app(req, res);
  });
});
server.listen(port, host, () =>
  logger.info({ url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}` }, 'web server listening'),
);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
    redis?.disconnect();
  });
}

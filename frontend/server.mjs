// The web server: static assets with long cache headers, then React Router for everything else.
// Own server (not react-router-serve) so that the app knows the visitor's address (per-visitor
// limits on the request form) and so that response headers are ours to set.
import compression from 'compression';
import express from 'express';
import { createRequestHandler } from '@react-router/express';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNonce, securityHeaders } from './security-headers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
// Hops of reverse proxies in front of this server whose X-Forwarded-For is trusted (0: none).
const trustProxy = Number(process.env.TRUST_PROXY_HOPS ?? 0);

/** Set by this server only; the app reads it to know the visitor's address. */
export const CLIENT_IP_HEADER = 'x-agency-client-ip';
/** Set by this server only: the nonce of this response's Content-Security-Policy. */
export const CSP_NONCE_HEADER = 'x-agency-csp-nonce';
const tagManager = Boolean(process.env.GTM_ID);

const build = await import(path.join(here, 'build/server/index.js'));
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxy);
app.use((req, res, next) => {
  const nonce = createNonce();
  req.headers[CSP_NONCE_HEADER] = nonce;
  res.set(securityHeaders({ nonce, tagManager, secure: req.secure }));
  next();
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
app.use((req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? '';
  next();
});
app.all('/{*path}', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = app.listen(port, host, () =>
  console.log(`Web server on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`),
);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
  });
}

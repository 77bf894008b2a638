// The web server: static assets with long cache headers, then React Router for everything else.
// Own server (not react-router-serve) so that the app knows the visitor's address (per-visitor
// limits on the request form) and so that response headers are ours to set.
import compression from 'compression';
import express from 'express';
import { createRequestHandler } from '@react-router/express';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
// Hops of reverse proxies in front of this server whose X-Forwarded-For is trusted (0: none).
const trustProxy = Number(process.env.TRUST_PROXY_HOPS ?? 0);

/** Set by this server only; the app reads it to know the visitor's address. */
export const CLIENT_IP_HEADER = 'x-agency-client-ip';

const build = await import(path.join(here, 'build/server/index.js'));
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustProxy);
app.use(compression());
app.use(
  '/assets',
  express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y', index: false }),
);
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h', index: false }));
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

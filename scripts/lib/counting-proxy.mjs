// A pass-through HTTP proxy that counts the requests it forwards, and can play dead: put between
// the web server and Directus, it tells how many Directus reads a load caused (bench:flood, the
// read-path tests) and what the site does while Directus cannot be reached.
import { createServer, request as httpRequest } from 'node:http';
import { freePort } from './stack.mjs';

/** @param {string} target Directus' address, e.g. http://127.0.0.1:8055 */
export async function startCountingProxy(target) {
  const upstream = new URL(target);
  /** @type {{ count: number, paths: string[], requestIds: string[], forwardedFor: string[], down: boolean }} */
  const state = { count: 0, paths: [], requestIds: [], forwardedFor: [], down: false };
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  const server = createServer((req, res) => {
    if (state.down) return req.socket.destroy();
    state.count += 1;
    state.paths.push(req.url ?? '');
    const requestId = req.headers['x-request-id'];
    if (typeof requestId === 'string') state.requestIds.push(requestId);
    const forwardedFor = req.headers['x-forwarded-for'];
    if (typeof forwardedFor === 'string') state.forwardedFor.push(forwardedFor);
    const forward = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests forwarded so far. */
    get count() {
      return state.count;
    },
    get paths() {
      return [...state.paths];
    },
    /** X-Request-Id of every forwarded request that carried one. */
    get requestIds() {
      return [...state.requestIds];
    },
    /** X-Forwarded-For of every forwarded request that carried one. */
    get forwardedFor() {
      return [...state.forwardedFor];
    },
    /**
     * Refuses every connection (Directus unreachable) until set back to false.
     * @param {boolean} down
     */
    setDown(down) {
      state.down = down;
      if (down) for (const socket of sockets) socket.destroy();
    },
    /** @returns {Promise<void>} */
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}

// The floor of a page for `npm run bench:lighthouse`: the same HTML with its scripts removed,
// served from a server of its own on another loopback port. Everything else the page asks for
// (stylesheet, fonts, images, manifest) is passed through to the site, so the two differ by the
// scripts only: what Lighthouse measures on the floor is what the markup and styles cost.
import { createServer, request as httpRequest } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Parser } from 'htmlparser2';

/**
 * `html` without its `<script>` elements (inline or not, with their content) and without the
 * links that fetch scripts ahead (`modulepreload`, `preload` as script). Everything else is left
 * byte for byte.
 * @param {string} html
 */
export function stripScripts(html) {
  /** @type {[number, number][]} */
  const cuts = [];
  let scriptStart = -1;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script') {
        scriptStart = parser.startIndex;
        return;
      }
      if (name !== 'link') return;
      const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
      const fetchesScript =
        rel.includes('modulepreload') || (rel.includes('preload') && attributes.as?.toLowerCase() === 'script');
      if (fetchesScript) cuts.push([parser.startIndex, parser.endIndex + 1]);
    },
    onclosetag(name) {
      if (name !== 'script' || scriptStart < 0) return;
      cuts.push([scriptStart, parser.endIndex + 1]);
      scriptStart = -1;
    },
  });
  parser.end(html);
  let kept = '';
  let from = 0;
  for (const [start, end] of cuts) {
    kept += html.slice(from, start);
    from = end;
  }
  return kept + html.slice(from);
}

// Response headers that describe the bytes on the wire; the floor sends bytes of its own.
const BYTE_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'connection', 'date']);
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * The encoding the site's `compression` middleware would choose for `acceptEncoding`: Brotli
 * (quality 4, its default) before gzip.
 * @param {string} body
 * @param {string} acceptEncoding
 * @returns {Promise<{ encoding: string | null, bytes: Buffer }>}
 */
async function encode(body, acceptEncoding) {
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    return {
      encoding: 'br',
      bytes: await compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', bytes: await compressGzip(body) };
  return { encoding: null, bytes: Buffer.from(body) };
}

/**
 * Starts the floor server for the site at `siteUrl` on a free loopback port. `addPage(path)`
 * fetches the page from the site once and keeps its script-free copy, answered at the same path
 * with the site's own headers (type, caching, security) and compressed as the site compresses;
 * any other request is passed through to the site.
 * @param {string} siteUrl
 * @returns {Promise<{ url: string, addPage: (pagePath: string) => Promise<{ bytes: number, floorBytes: number }>, stop: () => Promise<void> }>}
 */
export async function startFloorServer(siteUrl) {
  const site = new URL(siteUrl);
  /** @type {Map<string, { html: string, headers: Record<string, string> }>} */
  const pages = new Map();

  const server = createServer((request, response) => {
    const page = request.method === 'GET' || request.method === 'HEAD' ? pages.get(request.url ?? '') : undefined;
    if (page) {
      encode(page.html, String(request.headers['accept-encoding'] ?? '')).then(
        ({ encoding, bytes }) => {
          response.writeHead(200, {
            ...page.headers,
            ...(encoding ? { 'content-encoding': encoding } : {}),
            vary: 'Accept-Encoding',
            'content-length': String(bytes.length),
          });
          response.end(request.method === 'HEAD' ? undefined : bytes);
        },
        (/** @type {unknown} */ error) => {
          response.writeHead(500).end(String(error));
        },
      );
      return;
    }
    const upstream = httpRequest(
      {
        hostname: site.hostname,
        port: site.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: site.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

  return {
    url: `http://127.0.0.1:${port}`,
    async addPage(pagePath) {
      const response = await fetch(new URL(pagePath, site), { headers: { 'accept-encoding': 'identity' } });
      if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
      const html = await response.text();
      /** @type {Record<string, string>} */
      const headers = {};
      response.headers.forEach((value, name) => {
        if (!BYTE_HEADERS.has(name)) headers[name] = value;
      });
      const floorHtml = stripScripts(html);
      pages.set(pagePath, { html: floorHtml, headers });
      return { bytes: Buffer.byteLength(html), floorBytes: Buffer.byteLength(floorHtml) };
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

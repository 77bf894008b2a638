// How the web server answers a page (README "The read path"): a redirect editors keep, else the
// page from its own cache, else the page rendered from the content copy and kept when current.
// Every answer carries the security headers and a Content-Security-Policy naming the page's own
// inline scripts.
import { contentSecurityPolicy, securityHeaders } from '../security-headers.mjs';
import { matchesEtag, pageKey } from './page-cache.mjs';

// Paths that are never pages: streamed answers of their own, or probes.
const NOT_PAGES = ['/media/', '/api/', '/__content/'];

/** Paths are told apart as the app's routes tell them: in any letter case (/MEDIA/ is /media/). */
export const isPageRequest = (req) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url.toLowerCase();
  return !NOT_PAGES.some((prefix) => url.startsWith(prefix));
};

/** Whether the client reached us over TLS, directly or through `trustProxy` trusted proxies (as Express says). */
export function isSecure(req, trustProxy) {
  if (req.socket.encrypted) return true;
  if (trustProxy <= 0) return false;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '');
  return forwarded.split(',')[0].trim() === 'https';
}

/** The security headers as `writeHead` takes them (lower case names). */
export const securityHeaderSet = (options) =>
  Object.fromEntries(Object.entries(securityHeaders(options)).map(([name, value]) => [name.toLowerCase(), value]));

const abortOnClose = (res) => {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  return controller.signal;
};

/**
 * The page answers of one server.
 * @param {object} options
 * @param {import('./page-cache.mjs').PageCache} options.pageCache
 * @param {any} options.contentStore the site's content copy (createSiteContent's store: app/lib/content/store.server.ts)
 * @param {(url: string) => Promise<{ status: number, location: string } | null | undefined>} options.findRedirect
 * @param {(request: Request, reads: any) => Promise<Response>} options.renderPage React Router's request
 *   handler, noting the families the render reads in `reads` (a read log of contentStore.newReadLog())
 * @param {string} options.scriptHashesHeader the header a rendered page names its inline scripts in
 * @param {string} options.appOrigin the origin the app sees (never the Host a client sent)
 * @param {number} options.trustProxy hops of reverse proxies whose X-Forwarded-* is trusted
 * @param {{ tagManager: boolean, frameAncestor?: string }} options.headers what the policies admit
 */
export function createPageAnswers({
  pageCache,
  contentStore,
  findRedirect,
  renderPage,
  scriptHashesHeader,
  appOrigin,
  trustProxy,
  headers: { tagManager, frameAncestor },
}) {
  const policy = (scriptHashes, secure) => contentSecurityPolicy({ scriptHashes, tagManager, secure, frameAncestor });

  /** Every header of a cached page, for plain HTTP or TLS, built once per entry. */
  function cachedHeaders(entry, secure) {
    entry.headerSets ??= {};
    return (entry.headerSets[secure ? 'secure' : 'plain'] ??= {
      ...securityHeaderSet({ tagManager, secure, frameAncestor }),
      ...entry.headers,
      etag: entry.etag,
      vary: 'Accept-Encoding',
      'content-security-policy': policy(entry.scriptHashes, secure),
    });
  }

  /** Answers from a cached page: 304 when the client has it, gzip when it takes it. */
  function sendCached(req, res, entry, state) {
    const headers = { ...cachedHeaders(entry, isSecure(req, trustProxy)), 'x-cache': state };
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      delete headers['content-type'];
      res.writeHead(304, headers).end();
      return;
    }
    const gzip = entry.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? entry.gzip : entry.body;
    headers['content-length'] = String(body.length);
    if (gzip) headers['content-encoding'] = 'gzip';
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  }

  /** Cached pages before anything else: no routing, no static file look-up, no rendering, no limit. */
  function serveCachedPage(req, res) {
    if (!isPageRequest(req)) return false;
    const entry = pageCache.get(pageKey(req.url));
    if (!entry) return false;
    // The safety-net TTL holds for cached pages too: a copy past it is re-read in the background,
    // and a change drops this page (README "The read path").
    contentStore.revalidate(entry.families);
    sendCached(req, res, entry, 'HIT');
    return true;
  }

  /**
   * Redirects editors keep in the CMS, before anything else a page request meets (README "For
   * editors"): answered from the content copy. Without a copy (Directus unreachable since start)
   * the request goes on as if there were none.
   */
  async function serveRedirect(req, res) {
    // The build's own files (hashed names) are never redirected: no look-up for them.
    if (!isPageRequest(req) || req.url.toLowerCase().startsWith('/assets/')) return false;
    let redirect;
    try {
      redirect = await findRedirect(req.url);
    } catch {
      return false;
    }
    if (!redirect) return false;
    // Browsers keep a 301 for good unless told otherwise: a corrected redirect must reach them.
    res.writeHead(redirect.status, {
      ...securityHeaders({ tagManager, secure: isSecure(req, trustProxy), frameAncestor }),
      location: redirect.location,
      'cache-control': 'no-cache',
      'content-length': '0',
    });
    res.end();
    return true;
  }

  /** A page that is not cached: rendered from the content copy, kept when it is current. */
  async function renderUncached(req, res) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (name !== 'host' && value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const request = new Request(new URL(req.originalUrl, appOrigin), {
      method: 'GET',
      headers,
      signal: abortOnClose(res),
    });
    const reads = contentStore.newReadLog();
    const response = await renderPage(request, reads);
    const body = Buffer.from(await response.arrayBuffer());
    const own = Object.fromEntries(response.headers);
    const scriptHashes = (own[scriptHashesHeader] ?? '').split(' ').filter(Boolean);
    delete own[scriptHashesHeader];
    const cacheable =
      response.status === 200 &&
      !own['set-cookie'] &&
      !/no-store|private/.test(own['cache-control'] ?? '') &&
      contentStore.isCurrent(reads);
    if (cacheable) {
      const entry = pageCache.set(pageKey(req.originalUrl), {
        body,
        headers: own,
        families: [...reads.families.keys()],
        scriptHashes,
      });
      if (entry) return sendCached(req, res, entry, 'MISS');
    }
    res.status(response.status);
    res.set(own);
    if (!own['cache-control']) res.set('Cache-Control', response.status === 200 ? 'no-cache' : 'no-store');
    res.set('Content-Security-Policy', policy(scriptHashes, req.secure));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return { serveCachedPage, serveRedirect, renderUncached };
}

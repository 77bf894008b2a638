// The header box's answers as you type (README "Site search", docs/decisions/043-site-search.md):
// `/search.json?q=` is answered here, after the redirects and before the page cache and Express,
// from the site search's index (app/lib/search/answer.server.ts: a query asked before is kept
// there, never in the page cache, so that a stream of new queries cannot push pages out of it).
// Each answer counts as a client's work, as a rendered page does. Answers are a few kilobytes and
// go uncompressed: gzip would save no round trip.
import proxyAddr from 'proxy-addr';
import { contentSecurityPolicy } from '../security-headers.mjs';
import { cacheControl, matchesEtag } from './page-cache.mjs';
import { isSecure, securityHeaderSet } from './pages.mjs';

/** @typedef {{ allowed: true } | { allowed: false, retryAfterSeconds: number }} Verdict */

/**
 * @param {object} options
 * @param {(pathname: string) => boolean} options.isPath whether a path asks for an answer
 * @param {(url: URL) => Promise<{ status: number, body: Buffer, etag?: string, cause?: unknown }>} options.answer
 *   the answer to a query, as sent (app/lib/search/answer.server.ts)
 * @param {(error: unknown, req: any) => void} [options.onError] an error of this server's own (the error reporter's)
 * @param {(address: string | undefined) => Promise<Verdict>} options.limit one unit of a client's work (client-limiter.mjs)
 * @param {string} options.appOrigin the origin the app sees (never the Host a client sent)
 * @param {number} options.trustProxy hops of reverse proxies whose X-Forwarded-* is trusted
 * @param {number} options.sharedMaxAge seconds a shared cache may keep an answer, as a page
 * @param {{ tagManager: boolean, frameAncestor?: string }} options.headers what the policies admit
 */
export function createSearchAnswers({
  isPath,
  answer,
  onError,
  limit,
  appOrigin,
  trustProxy,
  sharedMaxAge,
  headers: { tagManager, frameAncestor },
}) {
  /** @type {Record<'plain' | 'secure', Record<string, string> | undefined>} */
  const ownHeaders = { plain: undefined, secure: undefined };
  /** The security headers and a policy without scripts, for plain HTTP or TLS, built once. */
  function baseHeaders(req) {
    const secure = isSecure(req, trustProxy);
    return (ownHeaders[secure ? 'secure' : 'plain'] ??= {
      ...securityHeaderSet({ tagManager, secure, frameAncestor }),
      'content-security-policy': contentSecurityPolicy({ scriptHashes: [], tagManager, secure, frameAncestor }),
    });
  }

  /** The client a request counts for: its address, or a trusted proxy's word for it (as Express' req.ip). */
  const clientAddress = (req) => proxyAddr(req, (_address, hop) => hop < trustProxy);

  const plainText = (req, res, status, text, extra = {}) =>
    res
      .writeHead(status, {
        ...baseHeaders(req),
        ...extra,
        'cache-control': 'no-store',
        'content-type': 'text/plain; charset=utf-8',
      })
      .end(text);

  async function send(req, res) {
    const verdict = await limit(clientAddress(req));
    if (!verdict.allowed) {
      const wait = String(verdict.retryAfterSeconds);
      plainText(req, res, 429, `Too many requests. Please try again in ${wait} seconds.\n`, { 'retry-after': wait });
      return;
    }
    const { status, body, etag, cause } = await answer(new URL(req.url, appOrigin));
    if (cause !== undefined) req.log?.warn({ err: cause }, 'search not available');
    /** @type {Record<string, string>} */
    const headers = {
      ...baseHeaders(req),
      'content-type': 'application/json; charset=utf-8',
      'cache-control': status === 200 ? cacheControl(sharedMaxAge) : 'no-store',
      'content-length': String(body.length),
    };
    if (etag) {
      headers.etag = etag;
      if (matchesEtag(req.headers['if-none-match'], etag)) {
        delete headers['content-type'];
        delete headers['content-length'];
        res.writeHead(304, headers).end();
        return;
      }
    }
    res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
  }

  /** Answers a GET or HEAD of the box's address (true), or leaves the request alone (false). */
  function serveSearchAnswer(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const mark = req.url.indexOf('?');
    if (!isPath(mark === -1 ? req.url : req.url.slice(0, mark))) return false;
    send(req, res).catch((error) => {
      req.log?.error({ err: error }, 'search answer failed');
      onError?.(error, req);
      if (res.headersSent) res.end();
      else plainText(req, res, 500, 'Internal error\n');
    });
    return true;
  }

  return { serveSearchAnswer };
}

// The rendered-page cache of the web server (README "The read path"): every 200 answer to a GET of
// a page (HTML or React Router's .data), kept with the content families it was built from and
// dropped when one of them changes. A hit costs no rendering and no CMS read; it answers
// If-None-Match with 304, and its Cache-Control lets a CDN or caching proxy keep it too.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** Query parameters that only tell analytics where a visit came from: they never change a page. */
const TRACKING_PARAMETER = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_cid|mc_eid|source)$/i;

/**
 * The cache key of a request: its path and the query that can change the page, sorted. The query
 * is everything after the first `?`, parsed as the app parses it (URLSearchParams): a second `?`
 * is part of a value, never cut off, so no two requests the app reads differently share a key.
 */
export function pageKey(url) {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : url.slice(mark + 1);
  if (!query) return path;
  const params = new URLSearchParams(query);
  const kept = [...params].filter(([name]) => !TRACKING_PARAMETER.test(name)).sort(([a], [b]) => (a < b ? -1 : 1));
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept)}`;
}

/**
 * Header values of a cached page. Browsers revalidate every time (a 304 costs nothing); shared
 * caches may keep the page `sharedMaxAge` seconds, serve it stale for a minute while they
 * revalidate, and for a day when the site cannot answer.
 */
export function cacheControl(sharedMaxAge) {
  return `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=60, stale-if-error=86400`;
}

/** True when the client's If-None-Match names this entity tag (weak comparison, RFC 9110). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

export class PageCache {
  /** @param {{ maxBytes: number, sharedMaxAge: number }} options */
  constructor({ maxBytes, sharedMaxAge }) {
    this.sharedMaxAge = sharedMaxAge;
    this.enabled = maxBytes > 0;
    this.entries = new LRUCache({
      maxSize: Math.max(maxBytes, 1),
      sizeCalculation: (entry) => entry.body.length + (entry.gzip?.length ?? 0) + 512,
    });
    this.hits = 0;
    this.misses = 0;
  }

  get(key) {
    const entry = this.enabled ? this.entries.get(key) : undefined;
    if (entry) this.hits += 1;
    else this.misses += 1;
    return entry;
  }

  /**
   * Keeps a rendered answer. `headers` are the renderer's own (content type, …), `families` the
   * content it was built from, `scriptHashes` its inline scripts for the policy.
   */
  set(key, { body, headers, families, scriptHashes }) {
    if (!this.enabled) return undefined;
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    // Compressed once here rather than on every hit; tiny answers are not worth it.
    const gzip = body.length >= 1024 ? gzipSync(body, { level: 9 }) : null;
    const entry = {
      body,
      gzip,
      etag,
      families: new Set(families),
      scriptHashes,
      headers: { ...headers, 'cache-control': headers['cache-control'] ?? cacheControl(this.sharedMaxAge) },
    };
    this.entries.set(key, entry);
    return entry;
  }

  /** Drops every page built from one of these content families. */
  dropFamilies(families) {
    let dropped = 0;
    for (const [key, entry] of this.entries.entries()) {
      if (families.some((family) => entry.families.has(family))) {
        this.entries.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  clear() {
    this.entries.clear();
  }
}

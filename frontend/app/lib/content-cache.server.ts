// A short-lived in-memory cache of CMS reads: a page view costs no CMS call while the entry is
// fresh (CONTENT_CACHE_TTL_SECONDS), and an editor's change shows at most that long after.
// Concurrent misses for one key share one request. Failures are not cached.

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

const entries = new Map<string, Entry<unknown>>();
const MAX_ENTRIES = 500;

export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key) as Entry<T> | undefined;
  if (hit && hit.expires > now) return hit.value;
  const value = load();
  entries.set(key, { value, expires: now + ttlMs });
  value.catch(() => entries.delete(key));
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}

/** Drops everything (tests, benchmarks of the cold path). */
export function clearContentCache() {
  entries.clear();
}

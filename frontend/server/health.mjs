// Health of the web server (README "Operations"): /healthz says the process answers (liveness:
// no other service asked, so an outage elsewhere never restarts a healthy web server); /readyz
// says whether it can serve pages, and what is degraded.

const CHECK_TIMEOUT_MS = 2000;
// Probes may come every second from several orchestrators: one check serves them all for this long.
const REUSE_MS = 1000;

const withTimeout = (promise, ms) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms))]);

const message = (error) => (error instanceof Error ? error.message : String(error));

/**
 * Readiness: every family of the content copy present (loaded now if missing: a new instance is
 * ready once it can answer), Directus reachable (else the site serves its copy: degraded), Redis
 * reachable when configured (else changes from other instances and shared limits wait: degraded).
 * Returns a function that runs the checks (reused for a second). `pingDirectus(timeoutMs)` asks
 * Directus' /server/ping through the site's Directus client (app/lib/directus.server.ts).
 */
export function createReadiness({ contentStore, keepsCopy, pingDirectus, redis }) {
  let last = null;

  async function check() {
    const started = Date.now();
    const [content, directus, redisCheck] = await Promise.all([
      checkContent(),
      checkDirectus(),
      redis ? checkRedis() : Promise.resolve(undefined),
    ]);
    const checks = { content, directus, ...(redisCheck ? { redis: redisCheck } : {}) };
    const degraded = Object.entries(checks)
      .filter(([name, result]) => name !== 'content' && !result.ok)
      .map(([name]) => name);
    const status = !content.ok ? 'unavailable' : degraded.length > 0 ? 'degraded' : 'ready';
    return { status, degraded, checks, ms: Date.now() - started };
  }

  async function checkContent() {
    const names = Object.keys(contentStore.status());
    const failures = [];
    await Promise.all(
      names.map((name) =>
        withTimeout(contentStore.read(name), CHECK_TIMEOUT_MS).catch((error) =>
          failures.push(`${name}: ${message(error)}`),
        ),
      ),
    );
    const families = contentStore.status();
    const loaded = Object.values(families).filter((family) => family.loaded);
    const ages = loaded.map((family) => family.ageSeconds ?? 0);
    return {
      // Without a copy (CONTENT_CACHE_TTL_SECONDS=0) every view reads Directus: ready when reads work.
      ok: keepsCopy ? loaded.length === names.length : failures.length === 0,
      families: `${loaded.length}/${names.length}`,
      oldestSeconds: ages.length > 0 ? Math.max(...ages) : null,
      ...(failures.length > 0 ? { errors: failures } : {}),
    };
  }

  async function checkDirectus() {
    const started = Date.now();
    try {
      const response = await pingDirectus(CHECK_TIMEOUT_MS);
      if (!response.ok) return { ok: false, error: `answered ${response.status}` };
      return { ok: true, ms: Date.now() - started };
    } catch (error) {
      return { ok: false, error: message(error) };
    }
  }

  async function checkRedis() {
    try {
      await withTimeout(redis.ping(), CHECK_TIMEOUT_MS);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: message(error) };
    }
  }

  return function readiness() {
    if (last && Date.now() - last.at < REUSE_MS) return last.result;
    const result = check();
    last = { at: Date.now(), result };
    return result;
  };
}

const PROBE_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };

/** Answers /healthz and /readyz; false for any other request. */
export function serveHealth(req, res, readiness) {
  const path = req.url.split('?')[0];
  if (path === '/healthz') {
    res.writeHead(200, PROBE_HEADERS).end(JSON.stringify({ status: 'ok' }));
    return true;
  }
  if (path !== '/readyz') return false;
  readiness().then(
    (result) =>
      res
        .writeHead(result.status === 'unavailable' ? 503 : 200, PROBE_HEADERS)
        .end(req.method === 'HEAD' ? undefined : JSON.stringify(result)),
    (error) => res.writeHead(503, PROBE_HEADERS).end(JSON.stringify({ status: 'unavailable', error: message(error) })),
  );
  return true;
}

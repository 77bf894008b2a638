// Two Directus instances on one PostgreSQL database with Redis, as docker-compose.yml scales out:
// the per-address submit limit is shared (the 6th submission within the window is refused
// whichever instance takes it), an editor's change on one instance shows on the other at once
// (the request form's copy of the options is dropped on every instance through Redis; Directus'
// item cache lives in Redis and is purged for all), and the hardening holds on both. Redis: FAULTS_REDIS_URL (default database 3
// of the local server); every key of the run carries its run id and is deleted afterwards.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTUS_HARDENING } from '../../scripts/lib/cms-env.mjs';
import { freePort, startDirectus, startSiteFor } from '../../scripts/lib/stack.mjs';
import { postgresReachable, startTestStack } from '../../scripts/lib/test-stack.mjs';
import { fetchFormToken, newKey, randomClientIp, submit, validRequest } from '../../scripts/lib/form-client.mjs';

const REDIS_URL = process.env.FAULTS_REDIS_URL ?? 'redis://127.0.0.1:6379/3';
const SITE_ORIGIN = 'http://localhost:3000';
const SUBMIT_LIMIT = 5;

async function redisReachable() {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const ready = (await postgresReachable()) && (await redisReachable());

// Skipped on a machine without them; with CI=true their absence is a failure, as for the
// PostgreSQL integration suite.
describe.skipIf(!ready && !process.env.CI)('two Directus instances on one PostgreSQL database with Redis', () => {
  const run = `agency-faults-${randomBytes(4).toString('hex')}`;
  const editorPassword = randomBytes(12).toString('base64url');
  const usedIps: string[] = [];
  const clientIp = () => {
    const ip = randomClientIp();
    usedIps.push(ip);
    return ip;
  };
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let second: Awaited<ReturnType<typeof startDirectus>>;
  let instances: [string, string];

  beforeAll(async () => {
    if (!ready) throw new Error(`needs PostgreSQL at TEST_PG_URL and Redis at ${REDIS_URL} (FAULTS_REDIS_URL)`);
    stack = await startTestStack('postgres', {
      web: false,
      extraEnv: {
        ...DIRECTUS_HARDENING,
        CORS_ORIGIN: SITE_ORIGIN,
        // As in docker-compose.yml: the tests' loopback address is a trusted proxy.
        IP_TRUST_PROXY: 'loopback,linklocal,uniquelocal',
        REDIS: REDIS_URL,
        CACHE_ENABLED: 'true',
        CACHE_STORE: 'redis',
        CACHE_AUTO_PURGE: 'true',
        RATE_LIMITER_STORE: 'redis',
        // Namespaces of this run, so that nothing of another run or project is read or deleted.
        CACHE_NAMESPACE: `${run}:cache`,
        RATE_LIMITER_KEY_PREFIX: `${run}:rate`,
        REDIS_BUS_NAMESPACE: `${run}:bus`,
        REDIS_LOCK_NAMESPACE: `${run}:lock`,
        REDIS_COUNTERS_NAMESPACE: `${run}:counters`,
        REDIS_PERMISSIONS_NAMESPACE: `${run}:permissions`,
        SYNCHRONIZATION_NAMESPACE: `${run}:sync`,
        HEALTHCHECK_NAMESPACE: `${run}:healthcheck`,
        REQUEST_FORM_SUBMIT_LIMIT: String(SUBMIT_LIMIT),
        REQUEST_FORM_MIN_FILL_SECONDS: '0',
        SEED_DEMO_USERS: 'true',
        DEMO_STAFF_PASSWORD: randomBytes(12).toString('base64url'),
        DEMO_EDITOR_PASSWORD: editorPassword,
      },
    });
    const port = await freePort();
    second = await startDirectus(
      { ...stack.cmsEnv, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
      { output: 'ignore' },
    );
    instances = [stack.directusUrl, second.url];
  });

  afterAll(async () => {
    await second?.stop();
    await stack?.stop();
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`*${run}*`);
      const limits = usedIps.map((ip) => `request-form-submit:${ip}`);
      for (const batch of [keys, limits]) if (batch.length > 0) await redis.del(...batch);
    } finally {
      redis.disconnect();
    }
  });

  it('shares the per-address submit limit: the 6th submission is refused by either instance', async () => {
    const token = await fetchFormToken(instances[0]);
    const ip = clientIp();
    const statuses: number[] = [];
    for (let index = 0; index < SUBMIT_LIMIT; index += 1) {
      const answer = await submit(instances[index % 2]!, validRequest(token), { key: newKey(), ip });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(SUBMIT_LIMIT).fill(201));
    for (const url of instances) {
      const refused = await submit(url, validRequest(token), { key: newKey(), ip });
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    // Another address is not affected.
    expect((await submit(instances[1], validRequest(token), { key: newKey(), ip: clientIp() })).status).toBe(201);
  });

  it("shows an editor's change on the other instance at once", async () => {
    const [first, other] = instances;
    const login = await fetch(`${first}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.com', password: editorPassword }),
    });
    expect(login.status).toBe(200);
    const editor = {
      Authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
    };

    const researchValues = async (url: string) => {
      const response = await fetch(`${url}/request-form/definition`);
      const body = (await response.json()) as { data: { options: { research: { value: string }[] } } };
      return body.data.options.research.map((option) => option.value);
    };
    // The admin's and the site's kind of read: cached by Directus, in Redis.
    const publishedResearch = `/items/form_options?filter[list][_eq]=research&filter[status][_eq]=published&fields=id,value&sort=id`;
    const cachedValues = async (url: string) => {
      const response = await fetch(`${url}${publishedResearch}`, { headers: editor });
      return ((await response.json()) as { data: { id: number; value: string }[] }).data;
    };

    const before = await cachedValues(other);
    await cachedValues(other);
    const referral = before.find((option) => option.value === 'Referral');
    expect(referral).toBeDefined();
    expect(await researchValues(other)).toContain('Referral');
    const redis = new Redis(REDIS_URL);
    try {
      expect((await redis.keys(`*${run}:cache:*`)).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }

    const hide = await fetch(`${first}/items/form_options/${referral!.id}`, {
      method: 'PATCH',
      headers: { ...editor, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'hidden' }),
    });
    expect(hide.status).toBe(200);
    try {
      expect(await researchValues(other)).not.toContain('Referral');
      expect((await cachedValues(other)).map((option) => option.value)).not.toContain('Referral');
      const token = await fetchFormToken(other);
      const refused = await submit(other, validRequest(token), { key: newKey(), ip: clientIp() });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body).errors).toContainEqual(
        expect.objectContaining({
          extensions: expect.objectContaining({ code: 'FAILED_VALIDATION', field: 'research' }),
        }),
      );
    } finally {
      // Published again through the other instance: the first one shows it at once.
      const publish = await fetch(`${other}/items/form_options/${referral!.id}`, {
        method: 'PATCH',
        headers: { ...editor, 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'published' }),
      });
      expect(publish.status).toBe(200);
    }
    expect(await researchValues(first)).toContain('Referral');
    expect((await cachedValues(first)).map((option) => option.value)).toContain('Referral');
  });

  it('tells every web server of a change made on either Directus instance, through Redis', async () => {
    // Two web servers, one per Directus instance, sharing Redis as in docker-compose.yml (no
    // webhook: CONTENT_WEBHOOK_URLS is empty for this stack).
    const sites = await Promise.all(
      instances.map((directusUrl) =>
        startSiteFor(
          { directusUrl, websiteToken: stack.cmsEnv.WEBSITE_API_TOKEN! },
          { REDIS: REDIS_URL, SITE_RATE_LIMIT: '0' },
        ),
      ),
    );
    const admin = { Authorization: `Bearer ${stack.cmsEnv.ADMIN_TOKEN}`, 'Content-Type': 'application/json' };
    const { data } = (await (
      await fetch(`${instances[0]}/items/services?filter[url][_eq]=web&fields=id,name`, { headers: admin })
    ).json()) as { data: { id: number; name: string }[] };
    const service = data[0]!;
    const page = async (site: { url: string }) =>
      (await (await fetch(`${site.url}/creative-services/web`)).text()).replaceAll('&amp;', '&');
    try {
      for (const site of sites) expect(await page(site)).toContain(service.name);
      const renamed = `Web Platforms ${randomBytes(3).toString('hex')}`;
      const change = await fetch(`${instances[1]}/items/services/${service.id}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify({ name: renamed }),
      });
      expect(change.status).toBe(200);
      for (const site of sites) {
        await expect.poll(() => page(site), { timeout: 3_000, interval: 100 }).toContain(renamed);
      }
    } finally {
      await fetch(`${instances[0]}/items/services/${service.id}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify({ name: service.name }),
      });
      for (const site of sites) await site.stop();
    }
  });

  it('keeps the hardening on both: CORS for the site only, no introspection, one shared read limit', async () => {
    for (const url of instances) {
      const preflight = (origin: string) =>
        fetch(`${url}/request-form/submit`, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type,idempotency-key',
          },
        });
      const site = await preflight(SITE_ORIGIN);
      expect(site.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
      expect(site.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
      expect(site.headers.get('access-control-allow-credentials')).toBeNull();
      const other = await preflight('https://elsewhere.example');
      expect(other.headers.get('access-control-allow-origin')).not.toBe('https://elsewhere.example');

      const introspection = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
      });
      expect(introspection.status).toBe(400);
      expect(await introspection.text()).toMatch(/introspection has been disabled/i);
    }

    // One address spends the whole read budget across both instances; then both refuse it.
    const points = Number(DIRECTUS_HARDENING.RATE_LIMITER_POINTS);
    const ip = clientIp();
    const ping = (url: string) => fetch(`${url}/server/ping`, { headers: { 'X-Forwarded-For': ip } });
    const statuses: number[] = [];
    for (let start = 0; start < points; start += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, points - start) }, (_, index) => ping(instances[(start + index) % 2]!)),
      );
      statuses.push(...batch.map((response) => response.status));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    for (const url of instances) {
      const refused = await ping(url);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});

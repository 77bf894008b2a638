// A read flood against the site with its production defaults (README "The read path"): one
// client sends 1,000 requests to random one-segment paths and 400 to /form, 10 at a time, from
// 127.0.0.2; a second client browses from 127.0.0.3 meanwhile and a little after. The second
// client keeps getting its pages, the flood reads nothing from Directus, and the first client is
// the one that is slowed down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from '../../scripts/lib/counting-proxy.mjs';
import { runFlood } from '../../scripts/lib/flood.mjs';
import { startSiteFor } from '../../scripts/lib/stack.mjs';
import { startTestStack } from '../../scripts/lib/test-stack.mjs';

describe('a read flood from one client', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let web: Awaited<ReturnType<typeof startSiteFor>>;

  beforeAll(async () => {
    stack = await startTestStack('sqlite', { web: false });
    proxy = await startCountingProxy(stack.directusUrl);
    web = await startSiteFor({ directusUrl: proxy.url, websiteToken: stack.cmsEnv.WEBSITE_API_TOKEN });
  });

  afterAll(async () => {
    await web?.stop();
    await proxy?.stop();
    await stack?.stop();
  });

  it('leaves other visitors untouched, costs Directus nothing, and is limited to its own client', async () => {
    // The site has been visited before: its copy holds what these pages and paths need.
    for (const path of ['/', '/creative-services/web', '/industries', '/form', '/not-a-short-link']) {
      await fetch(`${web.url}${path}`);
    }
    const readsBefore = proxy.count;
    const result = await runFlood({ siteUrl: web.url, afterSeconds: 5 });

    expect(result.visitorFailures).toEqual([]);
    expect(result.visitorRequests).toBeGreaterThanOrEqual(8);
    expect(proxy.count - readsBefore).toBe(0);
    // The flood itself: /form from the page cache, random paths 404 until the client's budget
    // of uncached renders is spent, then 429 for that client only.
    expect(Object.keys(result.attacker).sort()).toEqual(['200', '404', '429']);
    expect(result.attacker['200']).toBe(400);
    expect(result.attacker['429']).toBeGreaterThan(500);
  });
});

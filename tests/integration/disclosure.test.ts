// What the site and Directus give away about themselves (README "What is enforced where"): no
// product banner on Directus' answers, no cross-origin loads of the site's resources, and none of
// the secrets the servers hold in any page, data or script a visitor can fetch.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { site } from './site-client';

const ASSETS = path.resolve(import.meta.dirname, '../../frontend/build/client/assets');

describe('what the servers give away', () => {
  it('Directus sends no X-Powered-By, on any kind of answer', async () => {
    const { directusUrl } = inject('stack');
    const answers = await Promise.all([
      fetch(`${directusUrl}/server/ping`),
      fetch(`${directusUrl}/items/requests`),
      fetch(`${directusUrl}/no-such-route`),
      fetch(`${directusUrl}/admin/`),
      fetch(`${directusUrl}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
      }),
    ]);
    for (const answer of answers) {
      expect(answer.headers.get('x-powered-by')).toBeNull();
      await answer.arrayBuffer();
    }
  });

  it('the site lets no other origin load its pages, data or files', async () => {
    for (const path of ['/', '/form.data', '/robots.txt', '/no-such-page']) {
      const response = await site(path);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('x-powered-by')).toBeNull();
      await response.arrayBuffer();
    }
    // A cached page carries it too.
    expect((await site('/')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('no secret the servers hold is in a page, its data or any script of the site', async () => {
    const { cmsEnv, websiteToken } = inject('stack');
    const secrets = [websiteToken, cmsEnv.KEY, cmsEnv.SECRET, cmsEnv.ADMIN_PASSWORD, cmsEnv.ADMIN_TOKEN].filter(
      (secret): secret is string => typeof secret === 'string' && secret.length >= 8,
    );
    expect(secrets.length).toBe(5);
    const bodies: string[] = [];
    for (const path of ['/', '/form', '/form.data', '/creative-services/web', '/scan-card/contact.vcf']) {
      bodies.push(await (await site(path)).text());
    }
    // Every script of the build, as the site serves it (the ones a page loads among them).
    const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
    expect(bodies[0]).toMatch(/\/assets\/[\w.-]+\.js/);
    for (const script of scripts) {
      const response = await site(`/assets/${script}`);
      expect(response.status).toBe(200);
      bodies.push(await response.text());
    }
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
  });
});

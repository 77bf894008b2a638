import { afterAll, describe, expect, inject, it } from 'vitest';
import { directusJson } from './directus-client';

interface SiteSettings {
  agency_name: string;
}

describe('web server reads the CMS', () => {
  const stack = inject('stack');
  let original: string | undefined;

  afterAll(async () => {
    if (original)
      await directusJson('/items/site_settings', { method: 'PATCH', body: JSON.stringify({ agency_name: original }) });
  });

  it('renders the agency name stored in Directus on the home page', async () => {
    const { data } = await directusJson<{ data: SiteSettings }>('/items/site_settings');
    original = data.agency_name;
    const response = await fetch(`${stack.webUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain(data.agency_name);
  });

  it('shows an edit made in Directus on the next request, with no rebuild', async () => {
    const renamed = `Renamed Studio ${Date.now()}`;
    await directusJson('/items/site_settings', { method: 'PATCH', body: JSON.stringify({ agency_name: renamed }) });
    // The site caches content for CONTENT_CACHE_TTL_SECONDS (1 s in tests): poll briefly.
    await expect
      .poll(async () => (await fetch(`${stack.webUrl}/`)).text(), { timeout: 5_000, interval: 100 })
      .toContain(renamed);
  });

  it('answers the health probe without touching the CMS', async () => {
    const response = await fetch(`${stack.webUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

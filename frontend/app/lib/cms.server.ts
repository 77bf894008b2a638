import type { Schema, SiteSettings } from '@agency/cms-schema/schema';
import { createDirectus, readSingleton, rest, staticToken } from '@directus/sdk';
import { serverEnv } from './env.server';

// Server-only client: the static token of the Website API user never reaches the browser.
const cms = createDirectus<Schema>(serverEnv.DIRECTUS_URL).with(staticToken(serverEnv.WEBSITE_API_TOKEN)).with(rest());

export async function getSiteSettings(): Promise<Pick<SiteSettings, 'agency_name' | 'contact_email'>> {
  return cms.request(readSingleton('site_settings', { fields: ['agency_name', 'contact_email'] }));
}

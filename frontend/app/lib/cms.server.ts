import { createDirectus, readSingleton, rest, staticToken } from '@directus/sdk';
import { serverEnv } from './env.server';

export interface SiteSettings {
  agency_name: string;
  contact_email: string;
}

interface Schema {
  site_settings: SiteSettings;
}

// Server-only client: the static token of the Website API user never reaches the browser.
const cms = createDirectus<Schema>(serverEnv.DIRECTUS_URL).with(staticToken(serverEnv.WEBSITE_API_TOKEN)).with(rest());

export async function getSiteSettings(): Promise<SiteSettings> {
  return cms.request(readSingleton('site_settings', { fields: ['agency_name', 'contact_email'] }));
}

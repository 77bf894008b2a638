// The site's settings (Site Settings in the admin): the agency's name and contact details, the
// default description and share image.
import { localize } from '@agency/contract/locales';
import { readSingleton } from '@directus/sdk';
import type { ServerEnv } from '../env.server';
import type { SiteSettingsView } from '../cms-views';
import { IMAGE_FIELDS, type FamilySpec, type ReaderOf } from './family.server';

export const siteSettingsFamily: FamilySpec<SiteSettingsView> = {
  name: 'site_settings',
  load: async (directus) => {
    const settings = await directus.sdk.request(
      readSingleton('site_settings', { fields: ['*', { default_share_image: IMAGE_FIELDS }] }),
    );
    const image = settings.default_share_image;
    return { ...settings, default_share_image: typeof image === 'object' ? image : null };
  },
};

export const getSiteSettings = (content: ReaderOf<'siteSettings', SiteSettingsView>) =>
  content.read(content.families.siteSettings);

export type FallbackSiteSettings = Pick<SiteSettingsView, 'agency_name' | 'contact_email'>;

/** For the error page when the CMS is down: the settings of the copy, else the environment's fallback. */
export function fallbackSiteSettings(
  settings: SiteSettingsView | undefined,
  env: Pick<ServerEnv, 'FALLBACK_AGENCY_NAME' | 'FALLBACK_CONTACT_EMAIL'>,
): FallbackSiteSettings {
  return settings ?? { agency_name: env.FALLBACK_AGENCY_NAME, contact_email: env.FALLBACK_CONTACT_EMAIL };
}

/**
 * What a page shows of the agency's contact details, in the page's language, and nothing else of
 * Site Settings (whose site texts and every language's translations would go into the page's data).
 */
export function contactCard(settings: SiteSettingsView, locale: string) {
  const shown = localize('site_settings', settings, locale);
  return {
    agency_name: shown.agency_name,
    contact_person: shown.contact_person,
    contact_person_title: shown.contact_person_title,
    contact_email: shown.contact_email,
    contact_phone: shown.contact_phone,
    address: shown.address,
  };
}

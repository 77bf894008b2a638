// Reads the privacy notice's settings as Site Settings hold them now: its version and whether the
// review step asks for the consent checkbox (docs/product.md "Step 4: Review"). The endpoint keeps
// the result in memory (options-cache.ts) and drops it on every change of Site Settings.
import { privacyNoticeFromSettings, type PrivacyNotice, type PrivacySettingsRow } from '@agency/request-rules/privacy';
import type { Knex } from 'knex';

export async function loadPrivacyNotice(database: Knex): Promise<PrivacyNotice> {
  const row = await database('site_settings')
    .orderBy('id')
    .first<PrivacySettingsRow | undefined>('privacy_notice_version', 'require_consent_checkbox');
  return privacyNoticeFromSettings(row);
}

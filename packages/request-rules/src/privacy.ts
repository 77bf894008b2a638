// The privacy notice on the review step and the optional consent checkbox (docs/product.md
// "Step 4: Review"; decision 018). Editors write the notice as the page `privacy` and set, in Site
// Settings, its version and whether the checkbox is asked; the definition carries both to the form,
// and the endpoint checks a submission against them.

/** The privacy page on the site: the `pages` item with the slug `privacy`. */
export const PRIVACY_NOTICE_PATH = '/privacy';

/** What the form is told about the privacy notice (docs/product.md "The request-form endpoint"). */
export interface PrivacyNotice {
  /** Site Settings "Privacy Notice Version", e.g. '2026-11'; '' when editors set none. */
  version: string;
  /** Where the notice is read. */
  path: string;
  /** Site Settings "Require Consent Checkbox": the review step asks for a tick and the server insists on it. */
  requireConsent: boolean;
}

/** The version of the notice the form showed, sent with the request (stored as sent, decision 018). */
export const PRIVACY_NOTICE_VERSION_FIELD = 'privacy_notice_version';
/** The consent checkbox: `true` when ticked. */
export const CONSENT_FIELD = 'consent_given';

/** Characters of a notice version: a date or a number, with room to spare. */
export const PRIVACY_NOTICE_VERSION_MAX_LENGTH = 40;

/** docs/product.md "Messages": the consent checkbox left unticked while Site Settings require it. */
export const CONSENT_REQUIRED_MESSAGE = 'Please agree to the privacy notice';

/** The Site Settings fields the notice is read from. */
export interface PrivacySettingsRow {
  privacy_notice_version?: string | null;
  require_consent_checkbox?: boolean | number | string | null;
}

/** The notice as Site Settings describe it now (no settings row: a notice without version, no checkbox). */
export function privacyNoticeFromSettings(row: PrivacySettingsRow | undefined | null): PrivacyNotice {
  const flag = row?.require_consent_checkbox;
  return {
    version: (row?.privacy_notice_version ?? '').trim().slice(0, PRIVACY_NOTICE_VERSION_MAX_LENGTH),
    path: PRIVACY_NOTICE_PATH,
    // SQLite answers booleans as 0/1 (and '1' through some drivers).
    requireConsent: flag === true || flag === 1 || flag === '1' || flag === 'true',
  };
}

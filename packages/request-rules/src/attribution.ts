// Where a request came from (docs/decisions/037-lead-attribution.md): the visit that sent it
// (kept for the tab's session) and, only with the visitor's consent to analytics, their first
// visit. Each is the landing page, the referring site, the UTM tags and the ad click ids. The
// fields are context fields (fields.ts): bounded, checked and stored like the rest; their formats,
// names in messages and messages are attribution-format.ts, apart, since fields.ts is in every
// page's first load (the draft) and those are needed only where values are checked.

/** The UTM tags a visit keeps, from its landing page's query. */
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** The ad click ids a visit keeps: Google Ads, Meta, Microsoft Ads. */
export const CLICK_ID_PARAMETERS = ['gclid', 'fbclid', 'msclkid'] as const;

/** The landing page is kept as path and query, at most this long (a longer one is cut). */
export const LANDING_PAGE_MAX_LENGTH = 1024;

/** What a visit records, by field name, with its length limit. */
export const VISIT_FIELDS: Readonly<Record<string, number>> = {
  landing_page: LANDING_PAGE_MAX_LENGTH,
  referrer_host: 253,
  ...Object.fromEntries(UTM_PARAMETERS.map((name) => [name, 255])),
  ...Object.fromEntries(CLICK_ID_PARAMETERS.map((name) => [name, 255])),
};

/** The first visit's fields are the visit's, prefixed. */
export const FIRST_TOUCH_PREFIX = 'first_';
export const FIRST_TOUCH_FIELDS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(VISIT_FIELDS).map(([name, maxLength]) => [`${FIRST_TOUCH_PREFIX}${name}`, maxLength]),
);

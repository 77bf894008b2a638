// The formats of the attribution fields (attribution.ts, docs/decisions/037-lead-attribution.md),
// how messages name them and what they say when a value has the wrong format.
// Only a type from fields.ts: no cycle when the code runs.
import { CLICK_ID_PARAMETERS, FIRST_TOUCH_PREFIX, VISIT_FIELDS } from './attribution';
import type { Translate } from './fields';

/**
 * What a context value must look like beyond its length and characters: a web address, a path of
 * this site, a host name, or a token (an ad click id: letters, digits, `-`, `_`, `.`, `~`).
 */
export type ContextFormat = 'web' | 'web-or-path' | 'path' | 'host' | 'token';

const TOKEN_FORMAT: ContextFormat = 'token';
const VISIT_FORMATS: Readonly<Record<string, ContextFormat>> = {
  landing_page: 'path',
  referrer_host: 'host',
  ...Object.fromEntries(CLICK_ID_PARAMETERS.map((name) => [name, TOKEN_FORMAT])),
};

/** The format of each attribution field that has one (the UTM tags are free text). */
export const ATTRIBUTION_FORMATS: Readonly<Record<string, ContextFormat>> = {
  ...VISIT_FORMATS,
  ...Object.fromEntries(
    Object.entries(VISIT_FORMATS).map(([name, format]) => [`${FIRST_TOUCH_PREFIX}${name}`, format]),
  ),
};

const VISIT_LABELS: Readonly<Record<string, string>> = {
  landing_page: 'Landing page',
  referrer_host: 'Referring site',
  gclid: 'Google Ads click id',
  fbclid: 'Meta click id',
  msclkid: 'Microsoft Ads click id',
};

/** How a message names an attribution field; other context fields are named by their field name. */
export const ATTRIBUTION_LABELS: Readonly<Record<string, string>> = {
  ...VISIT_LABELS,
  ...Object.fromEntries(
    Object.keys(VISIT_FIELDS).map((name) => [
      `${FIRST_TOUCH_PREFIX}${name}`,
      `First visit: ${VISIT_LABELS[name] ?? name}`,
    ]),
  ),
};

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$|^\[[0-9a-f:.]+\]$/i;
const TOKEN = /^[A-Za-z0-9._~-]+$/;

/** Whether a (non-empty) value has the format; 'web' and 'web-or-path' are checked by isAddress (text-rules.ts). */
export function matchesAttributionFormat(text: string, format: 'path' | 'host' | 'token'): boolean {
  if (format === 'path') return /^\/(?![/\\])/.test(text);
  if (format === 'host') return HOST.test(text);
  return TOKEN.test(text);
}

/** The message for a value of the wrong format, in the language of `t`. */
export function formatMessage(label: string, format: 'path' | 'host' | 'token', t: Translate): string {
  const field = t(label);
  if (format === 'path') return t('{field} must be a path on this site, starting with /', { field });
  if (format === 'host') return t('{field} must be a host name, such as www.example.com', { field });
  return t('{field} may hold only letters, digits and the characters - _ . ~', { field });
}

// What any text of a request may hold, on the server and in the browser alike: the characters
// refused everywhere or in single-line fields, the invisible ones dropped, the web addresses
// accepted (docs/product.md "Validation"). The schemas (schemas.ts) and the mail headers use them.
import { ATTRIBUTION_FORMATS, matchesAttributionFormat, type ContextFormat } from './attribution-format';
import { ADDRESS_FIELDS } from './fields';

/** docs/product.md "Step 2: Contact Information": local part, at-sign, domain, top-level domain of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

// C0 and C1 controls (NEL U+0085 among them), DEL, and the bidirectional controls (U+202E
// turns "gnp.exe" into "exe.png" on screen): refused everywhere. Single-line fields also refuse
// line breaks, tabs and the Unicode line and paragraph separators.
export const CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
export const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
// Invisible characters with no meaning in a name or a message (zero-width space, word joiner,
// byte-order mark, Mongolian vowel separator): dropped, so that what staff see is what is stored.
// Zero-width joiners (U+200C, U+200D) stay: emoji sequences and several scripts need them.
const ZERO_WIDTH = /[\u180E\u200B\u2060\uFEFF]/g;

/**
 * Whether text can go into one line of a mail header (a subject, a display name): no control,
 * bidirectional or line-break characters, the same characters single-line fields refuse.
 */
export function isSingleLineText(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text) && !LINE_BREAKS.test(text);
}

export const stripZeroWidth = (value: unknown) => (typeof value === 'string' ? value.replace(ZERO_WIDTH, '') : value);

/**
 * What the form sends along without the visitor seeing it (UTM values, the referrer) cleaned as
 * the rules want it, so that a crafted link cannot make a visitor's request fail on a field they
 * cannot see: refused characters dropped, a non-web address (android-app:, file:) left out.
 */
export function cleanContextValue(name: string, value: string, maxLength: number): string {
  const format = formatOf(name);
  if (format && value !== '' && !matchesFormat(value, format)) return '';
  const refused = new RegExp(`${CONTROL_CHARACTERS.source}|${LINE_BREAKS.source}|${ZERO_WIDTH.source}`, 'g');
  return value.replace(refused, '').slice(0, maxLength);
}

/** An absolute http(s) URL, or (for 'web-or-path') a path on this site: one slash, then anything. */
export function isAddress(text: string, kind: 'web' | 'web-or-path'): boolean {
  if (kind === 'web-or-path' && /^\/(?![/\\])/.test(text)) return true;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** What a context field's value must look like, if more than text: an address, a path, a host, a token. */
export const formatOf = (name: string): ContextFormat | undefined => ADDRESS_FIELDS[name] ?? ATTRIBUTION_FORMATS[name];

/** Whether a non-empty value has its field's format. */
export function matchesFormat(text: string, format: ContextFormat): boolean {
  return format === 'web' || format === 'web-or-path'
    ? isAddress(text, format)
    : matchesAttributionFormat(text, format);
}

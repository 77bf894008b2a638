// The languages of the site (README "Languages", docs/decisions/036-languages.md): the locales
// editors list in Site Settings, and each item's translations, kept in the item itself as one
// JSON field (`translations`: { es: { name: …, summary: … } }). Shared by the Directus hook that
// checks what editors save and by the web server that shows it.
import { isRecord } from './guards';

/** The default locale: the site's own addresses (no prefix) and the texts every translation falls back to. */
export const DEFAULT_LOCALE = 'en';

/** A locale as the site uses it: its code (the address prefix, `lang`, `hreflang`) and its name in itself. */
export interface Locale {
  code: string;
  name: string;
}

/** A locale code as an address prefix: a language (es, pt), optionally a region or script (pt-br). */
const LOCALE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/;

export const isLocaleCode = (value: unknown): value is string => typeof value === 'string' && LOCALE_CODE.test(value);

/**
 * The fields of each collection a translation may give, in the order the admin shows them. Slugs
 * are among them: a translated item has an address of its own in the locale.
 */
export const TRANSLATED_FIELDS = {
  services: ['name', 'url', 'headline', 'summary', 'body', 'deliverables', 'seo_title', 'seo_description'],
  industries: ['name', 'slug', 'headline', 'summary', 'body', 'seo_title', 'seo_description'],
  portfolio_items: ['title', 'slug', 'summary', 'body', 'seo_title', 'seo_description'],
  promos: ['title', 'slug', 'headline', 'summary', 'body', 'offer', 'seo_title', 'seo_description'],
  pages: ['title', 'slug', 'headline', 'summary', 'body', 'seo_title', 'seo_description'],
  // An article's categories translate as a list, in the order of its own (docs/decisions/042-articles.md).
  articles: ['title', 'slug', 'excerpt', 'categories', 'author_role', 'seo_title', 'seo_description'],
  page_blocks: ['heading', 'body', 'faq', 'quote_author', 'cta_label'],
  site_settings: ['tagline', 'address', 'default_description', 'cookie_banner_heading', 'cookie_banner_text'],
  // An option's label and its follow-up question (docs/decisions/041-follow-up-questions.md).
  project_types: ['label', 'follow_up_label'],
  specific_project_types: ['label', 'follow_up_label'],
  form_options: ['label', 'follow_up_label'],
  confirmation_mail: ['subject', 'body'],
  // Images (Directus' files): the title and description the site shows as an image's alt text.
  directus_files: ['title', 'description'],
} as const satisfies Record<string, readonly string[]>;

export type TranslatedCollection = keyof typeof TRANSLATED_FIELDS;

export const isTranslatedCollection = (name: string): name is TranslatedCollection =>
  Object.hasOwn(TRANSLATED_FIELDS, name);

/** The field of a collection that is its address on the site (translated like the others). */
export const SLUG_FIELDS: Partial<Record<TranslatedCollection, string>> = {
  services: 'url',
  industries: 'slug',
  portfolio_items: 'slug',
  promos: 'slug',
  pages: 'slug',
  articles: 'slug',
};

/** Text fields whose translation is a list of entries (the FAQ's questions and answers, an article's categories). */
const LIST_FIELDS: ReadonlySet<string> = new Set(['faq', 'categories']);

/** The locales of Site Settings' `locales` list, as the site serves them: the default first, then the enabled others. */
export function siteLocales(value: unknown): Locale[] {
  const entries = Array.isArray(value) ? value.filter(isRecord) : [];
  const named = (code: string) => entries.find((entry) => entry['code'] === code);
  const defaultName = named(DEFAULT_LOCALE)?.['name'];
  const locales: Locale[] = [
    {
      code: DEFAULT_LOCALE,
      name: typeof defaultName === 'string' && defaultName.trim() ? defaultName.trim() : 'English',
    },
  ];
  for (const entry of entries) {
    const { code, name, enabled } = entry;
    if (!isLocaleCode(code) || enabled === false || locales.some((locale) => locale.code === code)) continue;
    locales.push({ code, name: typeof name === 'string' && name.trim() ? name.trim() : code });
  }
  return locales;
}

/** Why Site Settings' `locales` list cannot be saved, or null. */
export function localesProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return 'Languages must be a list of entries with a code and a name.';
  const seen = new Set<string>();
  for (const entry of value) {
    if (!isRecord(entry)) return 'Each language needs a code and a name.';
    const { code, name } = entry;
    if (!isLocaleCode(code))
      return `The language code "${String(code ?? '')}" is not valid: use lower-case letters, e.g. es, or a language and region, e.g. pt-br.`;
    if (typeof name !== 'string' || !name.trim()) return `The language ${code} needs a name, e.g. Español.`;
    if (seen.has(code)) return `The language ${code} is listed twice.`;
    if (code === DEFAULT_LOCALE && entry['enabled'] === false)
      return `The default language (${DEFAULT_LOCALE}) cannot be turned off.`;
    seen.add(code);
  }
  return null;
}

/** A translation's value of one field: text, or a list of entries for the list fields; anything else is no value. */
function translatedValue(field: string, value: unknown): unknown {
  if (LIST_FIELDS.has(field)) return Array.isArray(value) && value.length > 0 ? value : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The translation of `item` into `locale`: the fields it gives, no others; empty when it has none. */
export function translationOf(
  collection: TranslatedCollection,
  item: { translations?: unknown },
  locale: string,
): Record<string, unknown> {
  const all = isRecord(item.translations) ? item.translations[locale] : undefined;
  if (!isRecord(all) || locale === DEFAULT_LOCALE) return {};
  const given: Record<string, unknown> = {};
  for (const field of TRANSLATED_FIELDS[collection]) {
    const value = translatedValue(field, all[field]);
    if (value !== undefined) given[field] = value;
  }
  return given;
}

/** Whether `item` has a translation into `locale` (at least one field): the default locale always has it. */
export const isTranslated = (collection: TranslatedCollection, item: { translations?: unknown }, locale: string) =>
  locale === DEFAULT_LOCALE || Object.keys(translationOf(collection, item, locale)).length > 0;

/**
 * `item` in `locale`: each field its translation gives, else the default text (field by field).
 * Only the fields `item` was read with: a related item read for its name and slug stays that
 * small in every language. Its `translations` are left out (null): a page never carries every
 * language's texts.
 */
export function localize<T extends { translations?: unknown }>(
  collection: TranslatedCollection,
  item: T,
  locale: string,
): T {
  const given = Object.entries(translationOf(collection, item, locale)).filter(([field]) => field in item);
  return { ...item, ...Object.fromEntries(given), translations: null };
}

/**
 * The locales `item` has a page in, with its slug in each (the default's slug where a
 * translation gives none): for the language switcher, `hreflang` and the sitemap.
 */
export function itemLocales(
  collection: TranslatedCollection,
  given: object,
  locales: readonly Locale[],
): Record<string, string> {
  const item: Record<string, unknown> = Object.fromEntries(Object.entries(given));
  const slugField = SLUG_FIELDS[collection];
  const own = slugField ? item[slugField] : undefined;
  const slugs: Record<string, string> = {};
  for (const { code } of locales) {
    if (!isTranslated(collection, item, code)) continue;
    const translated = slugField ? translationOf(collection, item, code)[slugField] : undefined;
    slugs[code] = typeof translated === 'string' ? translated : typeof own === 'string' ? own : '';
  }
  return slugs;
}

/** The fields of `collection` a translation gives that the default text does not have (for editors). */
export function missingFields(
  collection: TranslatedCollection,
  item: Record<string, unknown>,
  locale: string,
): string[] {
  const given = translationOf(collection, item, locale);
  return TRANSLATED_FIELDS[collection].filter(
    (field) => translatedValue(field, item[field]) !== undefined && !(field in given),
  );
}

/** A slug as a translation may give it: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A page's path may have several segments. */
const PAGE_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** Why an item's `translations` cannot be saved, or null. `locales`: the codes editors may translate into. */
export function translationsProblem(
  collection: TranslatedCollection,
  value: unknown,
  locales: readonly string[],
): string | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) return 'Translations must be an object of languages, e.g. { "es": { … } }.';
  const fields: readonly string[] = TRANSLATED_FIELDS[collection];
  const slugField = SLUG_FIELDS[collection];
  for (const [locale, translation] of Object.entries(value)) {
    if (locale === DEFAULT_LOCALE)
      return `The default language (${DEFAULT_LOCALE}) is the item's own fields: it has no translation.`;
    if (!locales.includes(locale))
      return `There is no language "${locale}" in Site Settings: add it there first (${locales.join(', ') || 'none yet'}).`;
    if (!isRecord(translation)) return `The ${locale} translation must be an object of fields.`;
    for (const [field, text] of Object.entries(translation)) {
      if (!fields.includes(field))
        return `"${field}" cannot be translated here; the fields that can: ${fields.join(', ')}.`;
      if (text === null) continue;
      if (LIST_FIELDS.has(field) ? !Array.isArray(text) : typeof text !== 'string')
        return `The ${locale} translation of ${field} must be ${LIST_FIELDS.has(field) ? 'a list' : 'text'}.`;
      if (field === slugField && typeof text === 'string' && text !== '') {
        const pattern = collection === 'pages' ? PAGE_PATH : SLUG;
        if (!pattern.test(text))
          return `The ${locale} address "${text}" can only hold lower-case letters, digits and hyphens${collection === 'pages' ? ', with / between parts' : ''}, e.g. diseno-web.`;
      }
    }
  }
  return null;
}

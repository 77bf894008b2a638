// The site's texts of a language as a file of their own (docs/decisions/036-languages.md, "The
// site's texts travel once"): a page in another language names the file, `/site-texts/es.<hash>.json`,
// and does not carry the texts in its data. The name changes with the texts, so browsers, the
// service worker and CDNs keep the file for good, and every page after the first one costs only
// its own bytes.
import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, siteLocales } from '@agency/contract/locales';
import { messagesOf, type Messages } from '@agency/contract/messages';
import { keepSiteTexts } from './messages';

export interface SiteTexts {
  /** Where the texts are served: `/site-texts/es.3f2a9c1b04de.json`. */
  readonly href: string;
  readonly hash: string;
  readonly messages: Messages;
}

interface SettingsWithTexts {
  readonly messages?: unknown;
  readonly locales?: unknown;
}

/** The file's name: a language code, the hash of its texts. */
export const SITE_TEXTS_FILE = /^([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\.([0-9a-f]{12})\.json$/i;

// Per settings object of the content copy: a new copy is a new object, so nothing is kept stale.
const computed = new WeakMap<object, Map<string, SiteTexts>>();

/**
 * The texts of `locale` from Site Settings, their address and hash; null for the default
 * language (its texts are the code's own) and for a language the site does not have. They are
 * also kept for this process's render of the page (lib/messages.ts).
 */
export function siteTextsOf(settings: SettingsWithTexts, locale: string): SiteTexts | null {
  if (locale === DEFAULT_LOCALE || !siteLocales(settings.locales).some(({ code }) => code === locale)) return null;
  const byLocale = computed.get(settings) ?? new Map<string, SiteTexts>();
  computed.set(settings, byLocale);
  let texts = byLocale.get(locale);
  if (!texts) {
    const messages = messagesOf(settings.messages, locale);
    const hash = createHash('sha256').update(JSON.stringify(messages)).digest('hex').slice(0, 12);
    texts = { href: `/site-texts/${locale}.${hash}.json`, hash, messages };
    byLocale.set(locale, texts);
  }
  keepSiteTexts(texts.href, texts.messages);
  return texts;
}

/** What a page's data says of its texts: their address only, never the texts. */
export function siteTextsLink(settings: SettingsWithTexts, locale: string): { href: string } | null {
  const texts = siteTextsOf(settings, locale);
  return texts ? { href: texts.href } : null;
}

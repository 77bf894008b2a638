// The site's own texts in other languages (docs/decisions/036-languages.md): the code writes each
// in English, and that English is its key (`t('Start a project')`). Site Settings' `messages`
// field holds each language's translations, { "es": { "Start a project": "Empieza un proyecto" } },
// so that an editor translates the site's texts of a new language with no deploy. A text without
// a translation shows in English. `{name}` in a text is filled from the values given.
import { isRecord, jsonField } from './guards';

/** One language's translations of the site's texts, by their English. */
export type Messages = Readonly<Record<string, string>>;

/** Values a text's `{placeholders}` are filled with. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** `english` in the language of `messages` (else English), its `{placeholders}` filled from `values`. */
export function translate(messages: Messages | null | undefined, english: string, values?: MessageValues): string {
  const text = messages?.[english]?.trim() ? messages[english] : english;
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;
}

/** A language's translations from Site Settings' `messages` field: only texts given as text. */
export function messagesOf(field: unknown, locale: string): Messages {
  const all = jsonField(field);
  const given = isRecord(all) ? all[locale] : undefined;
  if (!isRecord(given)) return {};
  return Object.fromEntries(
    Object.entries(given).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

/** Why Site Settings' `messages` cannot be saved, or null. `locales`: the languages of Site Settings. */
export function messagesProblem(value: unknown, locales: readonly string[]): string | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value))
    return 'Site texts must be an object of languages, e.g. { "es": { "Start a project": "Empieza un proyecto" } }.';
  for (const [locale, texts] of Object.entries(value)) {
    if (!locales.includes(locale))
      return `There is no language "${locale}" in Site Settings: add it there first (${locales.join(', ') || 'none yet'}).`;
    if (!isRecord(texts)) return `The ${locale} site texts must be an object of English texts and their translations.`;
    for (const [english, text] of Object.entries(texts)) {
      if (typeof text !== 'string') return `The ${locale} translation of "${english}" must be text.`;
      if (text.trim() && placeholders(text) !== placeholders(english))
        return `The ${locale} translation of "${english}" must keep its placeholders (${placeholders(english) || 'none'}), e.g. {service}.`;
    }
  }
  return null;
}

// Languages (docs/decisions/036-languages.md): what editors save is checked before it is stored,
// with a message they can act on:
// - Site Settings' list of languages (codes, names, the default always on) and the site's texts
//   in them (placeholders kept);
// - an item's translations: only languages of that list, only the fields a translation may give,
//   text where text belongs, and a translated address that is well formed and not another item's
//   address in the same language. Images (directus_files) are checked the same way: their title
//   and description, the site's alt text.
import type { HookConfig } from '@directus/types';
import type { Knex } from 'knex';
import { eventKeys, isRecord, jsonField } from '@agency/contract/guards';
import {
  DEFAULT_LOCALE,
  SLUG_FIELDS,
  TRANSLATED_FIELDS,
  isTranslatedCollection,
  localesProblem,
  translationOf,
  translationsProblem,
  type TranslatedCollection,
} from '@agency/contract/locales';
import { messagesProblem } from '@agency/contract/messages';
import { refuse } from './redirects';

type Register = Parameters<HookConfig>[0];
type Row = Record<string, unknown>;

const SETTINGS = 'site_settings';

/** The languages an item may be translated into: Site Settings' list, on or off, without the default. */
async function translatableLocales(database: Knex): Promise<string[]> {
  const settings = await database<Row>(SETTINGS).first('locales');
  const raw: unknown = settings?.['locales'];
  const list = jsonField(raw);
  const all = Array.isArray(list) ? list.filter(isRecord).map((entry) => entry['code']) : [];
  return [...new Set(all.filter((code): code is string => typeof code === 'string' && code !== DEFAULT_LOCALE))];
}

const parsed = jsonField;

/** Why `item`'s address in `locale` is taken by another item of the collection, or null. */
async function addressTaken(
  database: Knex,
  collection: TranslatedCollection,
  item: Row,
  ids: readonly (string | number)[],
): Promise<string | null> {
  const slugField = SLUG_FIELDS[collection];
  if (!slugField) return null;
  const others = (await database<Row>(collection).select('id', slugField, 'translations')).filter(
    (row) => !ids.some((id) => String(id) === String(row['id'])),
  );
  const translations = parsed(item['translations']);
  if (!isRecord(translations)) return null;
  for (const locale of Object.keys(translations)) {
    const mine = translationOf(collection, { translations }, locale)[slugField];
    if (typeof mine !== 'string') continue;
    const taken = others.find((row) => {
      const theirs = translationOf(collection, { translations: parsed(row['translations']) }, locale)[slugField];
      return (typeof theirs === 'string' ? theirs : row[slugField]) === mine;
    });
    if (taken)
      return `The ${locale} address "${mine}" is already another item's address in that language; choose another.`;
  }
  return null;
}

/**
 * The filter events of saving an item of `collection`: a system collection's are named after it
 * without its prefix (files.update for an image's translations, docs/decisions/036-languages.md).
 */
const eventsOf = (collection: TranslatedCollection) => {
  const scope = collection.startsWith('directus_') ? collection.slice('directus_'.length) : `${collection}.items`;
  return { create: `${scope}.create`, update: `${scope}.update` };
};

export function registerTranslations({ filter }: Register) {
  const checkLocales = async (payload: Row, _meta: unknown, { database }: { database: Knex }) => {
    if ('locales' in payload) refuse(localesProblem(parsed(payload['locales'])));
    if ('messages' in payload) {
      const given = parsed(payload['locales']);
      const codes = Array.isArray(given)
        ? given.filter(isRecord).flatMap((entry) => (typeof entry['code'] === 'string' ? [entry['code']] : []))
        : await translatableLocales(database);
      refuse(
        messagesProblem(
          parsed(payload['messages']),
          codes.filter((code) => code !== DEFAULT_LOCALE),
        ),
      );
    }
    return payload;
  };
  filter<Row>(`${SETTINGS}.items.create`, checkLocales);
  filter<Row>(`${SETTINGS}.items.update`, checkLocales);

  for (const collection of Object.keys(TRANSLATED_FIELDS).filter(isTranslatedCollection)) {
    const check = async (payload: Row, keys: readonly (string | number)[], database: Knex) => {
      if (!('translations' in payload)) return payload;
      refuse(translationsProblem(collection, parsed(payload['translations']), await translatableLocales(database)));
      refuse(await addressTaken(database, collection, payload, keys));
      return payload;
    };
    const events = eventsOf(collection);
    filter<Row>(events.create, (payload, _meta, { database }) => check(payload, [], database));
    filter<Row>(events.update, (payload, meta, { database }) => check(payload, eventKeys(meta), database));
  }
}

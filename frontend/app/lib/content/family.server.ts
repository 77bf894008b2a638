// What a family of the content copy is (docs/decisions/035-content-gateway.md): one module of
// lib/content/ each, listed in registry.server.ts. A family names itself after the contract
// (packages/contract collections: its collections come from there) and reads itself whole.
import type { PreviewCollection } from '@agency/cms-schema/preview';
import type { Family } from '@agency/contract/collections';
import { itemLocales, localize, type Locale, type TranslatedCollection } from '@agency/contract/locales';
import { onSchedule } from '@agency/contract/schedule';
import { formatFields } from '@directus/sdk';
import type { Directus } from '../directus.server';
import { IMAGE_FIELDS, itemImagesIn, type WithImages } from './images.server';
import type { FamilyHandle } from './store-types.server';

export type { FamilyHandle } from './store-types.server';

/** A family: its name in the contract and its one read of Directus. */
export interface FamilySpec<T> {
  readonly name: Family;
  load: (directus: Directus) => Promise<T>;
  /** When the copy changes by itself (scheduled publishing), or null (store-types.server.ts). */
  changesAt?: (value: T) => number | null;
}

/** A published family kept as a list in CMS order and as a map by its key. */
export interface Indexed<T> {
  list: T[];
  byKey: Map<string, T>;
  /** The same items in each locale asked for, made once per copy (inLocale). */
  locales: Map<string, Indexed<Localized<T>>>;
  /** A scheduled family's next change: an item goes up or comes down then (ms; null: none). */
  changesAt?: number | null;
}

/** The locales with a translation of an item (the default always), and its slug in each. */
export interface InLocales {
  inLocales: Record<string, string>;
}

/** An item in a locale: its fields in it (field by field, else the default's), and its slug in every locale that has it. */
export type Localized<T> = T & InLocales;

/** How a family's items read in a locale: `localize` of its collection, and of any item nested in it. */
export type Localizer<T> = (item: T, locale: string) => T;

/** The language a read is in: the locale, and the site's locales (the default first). */
export interface ReadLanguage {
  locale: string;
  locales: readonly Locale[];
}

const indexOf = <T>(list: T[], key: (item: T) => string): Indexed<T> => ({
  list,
  byKey: new Map(list.map((item) => [key(item), item])),
  locales: new Map(),
});

/** An item's slug in every locale that has a translation of it (Localized.inLocales). */
const slugsOf = <T extends object>(collection: TranslatedCollection, item: T, locales: readonly Locale[]) =>
  itemLocales(collection, item, locales);

/** The family's copy in `language`: made from the copy once per locale, kept with it. */
export function inLocale<T extends object>(
  indexed: Indexed<T>,
  language: ReadLanguage,
  collection: TranslatedCollection,
  key: (item: T) => string,
  localizer: Localizer<T> = (item, locale) => localize(collection, item, locale),
): Indexed<Localized<T>> {
  const memo = `${language.locale} ${language.locales.map((locale) => locale.code).join(',')}`;
  let copy = indexed.locales.get(memo);
  if (!copy) {
    const list = indexed.list.map((item) => ({
      ...localizer(item, language.locale),
      inLocales: slugsOf(collection, item, language.locales),
    }));
    copy = indexOf(list, key);
    indexed.locales.set(memo, copy);
  }
  return copy;
}

/** A family of items known by a key (a slug, a token, a path). */
export function indexedFamily<T>(
  name: Family,
  key: (item: T) => string,
  load: (directus: Directus) => Promise<T[]>,
): FamilySpec<Indexed<T>> {
  return {
    name,
    load: async (directus) => indexOf(await load(directus), key),
  };
}

/**
 * A family whose items may be scheduled (`publish_at`, `unpublish_at`: @agency/contract/schedule):
 * its copy holds the items shown now, and is read again at the next item's time.
 */
export function scheduledFamily<T extends object>(
  name: Family,
  key: (item: T) => string,
  load: (directus: Directus) => Promise<T[]>,
): FamilySpec<Indexed<T>> {
  return {
    name,
    load: async (directus) => {
      const { shown, changesAt } = onSchedule(await load(directus), Date.now());
      return { ...indexOf(shown, key), changesAt };
    },
    changesAt: (value) => value.changesAt ?? null,
  };
}

/**
 * How a page shows an item: its collection (for a previewed draft, lib/preview.server.ts, and its
 * translations), the fields a draft is read with, the item's key, and how it reads in a locale.
 */
export interface ItemPreview<T> {
  collection: PreviewCollection;
  fields: readonly string[];
  key: (item: T) => string;
  localizer?: Localizer<T>;
}

/**
 * What a family's reads are given: the families of the site (only those a read uses are named
 * in its type) and the request's reads of them (lib/content/request.server.ts).
 */
export interface ContentReader<Families> {
  readonly families: Families;
  /** The language the request renders in. */
  readonly language: ReadLanguage;
  /** The family's copy; a CMS that cannot be reached while there is no copy is a 503 page. */
  read<T>(family: FamilyHandle<T>): Promise<T>;
  /** The previewed draft when this request previews an item of `collection`, else null. */
  previewed<T>(collection: PreviewCollection, fields: readonly string[]): Promise<T | null>;
}

/** A reader of the one family named `Name`. */
export type ReaderOf<Name extends string, T> = ContentReader<Record<Name, FamilyHandle<T>>>;

/**
 * The item a page shows by its key: the previewed draft or version when this request previews it
 * (lib/preview.server.ts), else the published copy.
 */
export async function shown<T extends object>(
  content: ContentReader<unknown>,
  family: FamilyHandle<Indexed<T>>,
  preview: ItemPreview<T>,
  key: string,
): Promise<Localized<T> | null> {
  const { collection, localizer = (item, locale) => localize(collection, item, locale) } = preview;
  const draft = await content.previewed<T>(collection, preview.fields);
  if (draft) {
    const shownDraft = {
      ...localizer(draft, content.language.locale),
      inLocales: slugsOf(collection, draft, content.language.locales),
    };
    if (preview.key(shownDraft) === key) return shownDraft;
  }
  return localized(await content.read(family), content, preview).byKey.get(key) ?? null;
}

/** A family's copy in the request's language. */
const localized = <T extends object>(indexed: Indexed<T>, content: ContentReader<unknown>, preview: ItemPreview<T>) =>
  inLocale(indexed, content.language, preview.collection, preview.key, preview.localizer);

/**
 * A family of published items that each have a page of their own (services, industries, case
 * studies, promotions): the family, its list in CMS order, and the item a page shows by its key
 * (a previewed draft first).
 */
export function itemPages<T extends object, Name extends Family>(
  name: Name,
  preview: ItemPreview<T>,
  load: (directus: Directus) => Promise<T[]>,
  { scheduled = false }: { scheduled?: boolean } = {},
) {
  type Reader = ReaderOf<Name, Indexed<T>>;
  return {
    family: (scheduled ? scheduledFamily : indexedFamily)(name, preview.key, load),
    list: async (content: Reader) => localized(await content.read(content.families[name]), content, preview).list,
    item: (content: Reader, key: string) => shown(content, content.families[name], preview, key),
  };
}

export const PUBLISHED = { status: { _eq: 'published' } } as const;

/** An item with a header and a share image in `locale`: its texts and its images' texts (the alt text). */
export const localizeWithImages =
  <T extends WithImages & { translations?: unknown }>(collection: TranslatedCollection): Localizer<T> =>
  (item, locale) =>
    itemImagesIn(localize(collection, item, locale), locale);

export { IMAGE_FIELDS } from './images.server';

// Fields are written in the SDK's nested syntax ({ image: [...] } for image.id, image.width, …),
// so that the SDK types each result from the generated Schema
// (docs/decisions/032-site-cms-contract.md); it sends them to Directus as the same dotted paths.
export const ITEM_FIELDS = ['*', { image: IMAGE_FIELDS, seo_image: IMAGE_FIELDS }] as const;
/** The same fields as Directus' `fields` parameter, for the preview's own request. */
export const ITEM_FIELD_PATHS = formatFields([...ITEM_FIELDS]);

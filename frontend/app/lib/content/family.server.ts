// What a family of the content copy is (docs/decisions/035-content-gateway.md): one module of
// lib/content/ each, listed in registry.server.ts. A family names itself after the contract
// (packages/contract collections: its collections come from there) and reads itself whole.
import type { PreviewCollection } from '@agency/cms-schema/preview';
import type { Family } from '@agency/contract/collections';
import { formatFields } from '@directus/sdk';
import type { Directus } from '../directus.server';
import type { FamilyHandle } from './store-types.server';

export type { FamilyHandle } from './store-types.server';

/** A family: its name in the contract and its one read of Directus. */
export interface FamilySpec<T> {
  readonly name: Family;
  load: (directus: Directus) => Promise<T>;
}

/** A published family kept as a list in CMS order and as a map by its key. */
export interface Indexed<T> {
  list: T[];
  byKey: Map<string, T>;
}

/** A family of items known by a key (a slug, a token, a path). */
export function indexedFamily<T>(
  name: Family,
  key: (item: T) => string,
  load: (directus: Directus) => Promise<T[]>,
): FamilySpec<Indexed<T>> {
  return {
    name,
    load: async (directus) => {
      const list = await load(directus);
      return { list, byKey: new Map(list.map((item) => [key(item), item])) };
    },
  };
}

/** How a page shows a previewed draft of an item (lib/preview.server.ts): the collection, the fields, the item's key. */
export interface ItemPreview<T> {
  collection: PreviewCollection;
  fields: readonly string[];
  key: (item: T) => string;
}

/**
 * What a family's reads are given: the families of the site (only those a read uses are named
 * in its type) and the request's reads of them (lib/content/request.server.ts).
 */
export interface ContentReader<Families> {
  readonly families: Families;
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
export async function shown<T>(
  content: ContentReader<unknown>,
  family: FamilyHandle<Indexed<T>>,
  preview: ItemPreview<T>,
  key: string,
): Promise<T | null> {
  const draft = await content.previewed<T>(preview.collection, preview.fields);
  if (draft && preview.key(draft) === key) return draft;
  return (await content.read(family)).byKey.get(key) ?? null;
}

/**
 * A family of published items that each have a page of their own (services, industries, case
 * studies, promotions): the family, its list in CMS order, and the item a page shows by its key
 * (a previewed draft first).
 */
export function itemPages<T, Name extends Family>(
  name: Name,
  preview: ItemPreview<T>,
  load: (directus: Directus) => Promise<T[]>,
) {
  type Reader = ReaderOf<Name, Indexed<T>>;
  return {
    family: indexedFamily(name, preview.key, load),
    list: async (content: Reader) => (await content.read(content.families[name])).list,
    item: (content: Reader, key: string) => shown(content, content.families[name], preview, key),
  };
}

export const PUBLISHED = { status: { _eq: 'published' } } as const;

// Fields are written in the SDK's nested syntax ({ image: [...] } for image.id, image.width, …),
// so that the SDK types each result from the generated Schema
// (docs/decisions/032-site-cms-contract.md); it sends them to Directus as the same dotted paths.
export const IMAGE_FIELDS = ['id', 'width', 'height', 'title', 'description'] as const;

export const ITEM_FIELDS = ['*', { image: IMAGE_FIELDS, seo_image: IMAGE_FIELDS }] as const;
/** The same fields as Directus' `fields` parameter, for the preview's own request. */
export const ITEM_FIELD_PATHS = formatFields([...ITEM_FIELDS]);

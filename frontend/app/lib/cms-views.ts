// The shapes of what the site reads from the CMS (lib/content/): each collection's item as a page
// gets it (images and relations expanded), and what the SDK's typed reads return with relations
// expanded. Types only.
import type {
  Article,
  Industry,
  Page,
  PortfolioItem,
  Promo,
  Schema,
  Service,
  SiteSettings,
} from '@agency/cms-schema/schema';
import type { ListCollection } from '@agency/contract/collections';
import type { CollectionType, Query, ReadItemOutput } from '@directus/sdk';
import type { ImageRef } from './image-ref';
import type { RawBlock } from './page-blocks.server';

export type SiteSettingsView = Omit<SiteSettings, 'default_share_image'> & { default_share_image: ImageRef | null };

/** The SEO fields every content item has (README "For editors"): its share image as an image. */
type WithSeoImage = { seo_image: ImageRef | null };

export type ServiceView = Omit<Service, 'image' | 'seo_image'> & { image: ImageRef | null } & WithSeoImage;
export type IndustryView = Omit<Industry, 'image' | 'seo_image'> & { image: ImageRef | null } & WithSeoImage;
export type PageView = Omit<Page, 'image' | 'seo_image' | 'blocks'> & { image: ImageRef | null } & WithSeoImage;
export type BlockPageView = PageView & { blocks: RawBlock[] };
export type PromoView = Omit<Promo, 'image' | 'service' | 'seo_image'> &
  WithSeoImage & {
    image: ImageRef | null;
    service: Pick<Service, 'name' | 'url' | 'service_class' | 'translations'> | null;
  };
/**
 * An article as the copy holds it: its images, its blocks, its categories as read (English names),
 * and, in a locale, its categories named in it with their keys (`topics`, lib/articles.ts).
 */
export type ArticleView = Omit<Article, 'cover_image' | 'author_photo' | 'seo_image' | 'blocks'> &
  WithSeoImage & {
    cover_image: ImageRef | null;
    author_photo: ImageRef | null;
    blocks: RawBlock[];
    topics?: { key: string; name: string }[];
  };
export type PortfolioItemView = Omit<PortfolioItem, 'cover_image' | 'industry' | 'service' | 'gallery' | 'seo_image'> &
  WithSeoImage & {
    cover_image: ImageRef | null;
    industry: Pick<Industry, 'name' | 'slug' | 'translations'> | null;
    service: Pick<Service, 'name' | 'url' | 'translations'> | null;
    gallery: { directus_files_id: ImageRef }[];
  };

/**
 * A result as Directus returns it. With '*' and a relation's nested fields both asked for, the
 * SDK types that relation as "its key or the related item" (it merges the two field lists);
 * Directus answers with the item (or null), never the bare key.
 */
type Expanded<Item, Fields> = {
  [Key in keyof Item]: Key extends NestedKeys<Fields> ? NotKeys<Item[Key]> : Item[Key];
};
/** A relation's type without its keys (a key, or a list of keys and items). */
type NotKeys<T> = T extends string | number
  ? never
  : T extends readonly (infer Element)[]
    ? [Extract<Element, string | number>] extends [never]
      ? T
      : never
    : T;
/** The relations a `fields` list reads nested fields of ({ image: [...] }). */
type NestedKeys<Fields> = Fields extends readonly (infer Field)[]
  ? Field extends object
    ? keyof Field
    : never
  : never;
/** What readItems gives for `query`, its relations expanded. */
export type ReadOutput<
  Collection extends ListCollection,
  ItemQuery extends Query<Schema, CollectionType<Schema, Collection>>,
> = Expanded<ReadItemOutput<Schema, Collection, ItemQuery>, ItemQuery['fields']>;

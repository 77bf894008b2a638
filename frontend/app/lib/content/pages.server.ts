// Pages of the CMS: the texts of the code's own pages, and the pages editors build of blocks at
// addresses of their own (README "For editors"). Every view reads the pages (navigation); their
// blocks are a family of their own, read only by the pages built of them, so that a view of any
// other page waits for no block.
import { CODE_PAGE_SLUGS } from '@agency/cms-schema/page-paths';
import type { Page } from '@agency/cms-schema/schema';
import { itemLocales, localize } from '@agency/contract/locales';
import type { BlockPageView, PageView } from '../cms-views';
import { readAll } from '../directus.server';
import { BLOCK_FIELDS, BLOCK_ITEM_FIELDS, type RawBlock } from '../page-blocks.server';
import { localizeBlock } from '../page-blocks-language.server';
import { itemImagesIn } from './images.server';
import {
  inLocale,
  scheduledFamily,
  ITEM_FIELD_PATHS,
  ITEM_FIELDS,
  PUBLISHED,
  shown,
  type ContentReader,
  type FamilyHandle,
  type FamilySpec,
  type Indexed,
  type ItemPreview,
  type InLocales,
  type Localized,
  type ReaderOf,
} from './family.server';

// Shown between their publish and unpublish times (@agency/contract/schedule).
export const pagesFamily = scheduledFamily<PageView>(
  'pages',
  (page) => page.slug,
  (directus) => readAll(directus, 'pages', { filter: PUBLISHED, sort: ['sort', 'title'], fields: ITEM_FIELDS }),
);

/** The blocks of every published page, by page id, each page's in their order. */
export type BlocksByPage = Record<string, RawBlock[]>;

export const pageBlocksFamily: FamilySpec<BlocksByPage> = {
  name: 'page_blocks',
  load: async (directus) => {
    const blocks: RawBlock[] = await readAll(directus, 'page_blocks', {
      filter: { page: PUBLISHED },
      sort: ['page', 'sort'],
      fields: BLOCK_ITEM_FIELDS,
    });
    const byPage: BlocksByPage = {};
    for (const block of blocks) (byPage[String(block.page)] ??= []).push(block);
    return byPage;
  },
};

const preview: ItemPreview<PageView> = {
  collection: 'pages',
  fields: ITEM_FIELD_PATHS,
  key: (page) => page.slug,
  // A page that holds the texts of a code's page keeps its slug in every language: the route names it.
  localizer: (page, locale) => {
    const shown = itemImagesIn(localize('pages', page, locale), locale);
    return CODE_PAGE_SLUGS.has(page.slug) ? { ...shown, slug: page.slug } : shown;
  },
};

/** The published pages in the request's language. */
const pagesIn = async (content: Reader) =>
  inLocale(await content.read(content.families.pages), content.language, 'pages', preview.key, preview.localizer);

type Reader = ReaderOf<'pages', Indexed<PageView>>;

export const getPage = (content: Reader, slug: string) => shown(content, content.families.pages, preview, slug);

/** A page with its blocks: a previewed draft's as they are now, else the published copy's. */
export async function getBlockPage(
  content: ContentReader<{ pages: FamilyHandle<Indexed<PageView>>; pageBlocks: FamilyHandle<BlocksByPage> }>,
  slug: string,
): Promise<Localized<BlockPageView> | null> {
  const { locale, locales } = content.language;
  const draft = await content.previewed<BlockPageView>('pages', [...ITEM_FIELD_PATHS, ...BLOCK_FIELDS]);
  if (draft) {
    const shown = {
      ...itemImagesIn(localize('pages', draft, locale), locale),
      inLocales: itemLocales('pages', draft, locales),
    };
    if (shown.slug === slug) return { ...shown, blocks: draft.blocks.map((block) => localizeBlock(block, locale)) };
  }
  const page = (await pagesIn(content)).byKey.get(slug);
  if (!page) return null;
  const blocks = (await content.read(content.families.pageBlocks))[String(page.id)] ?? [];
  return { ...page, blocks: blocks.map((block) => localizeBlock(block, locale)) };
}

/** The published pages in the request's language, whole (the site search reads their texts). */
export const getPageList = async (content: Reader): Promise<Localized<PageView>[]> => (await pagesIn(content)).list;

export const getPages = async (
  content: Reader,
): Promise<(Pick<Page, 'slug' | 'title' | 'noindex' | 'canonical_url' | 'show_in_navigation'> & InLocales)[]> =>
  (await pagesIn(content)).list;

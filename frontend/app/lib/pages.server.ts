// Pages of the CMS from the web server's copy (cms.server.ts): the texts of the code's own pages,
// and the pages editors build of blocks at addresses of their own (README "For editors").
import type { Page } from '@agency/cms-schema/schema';
import {
  contentStore,
  IMAGE_COLLECTIONS,
  indexed,
  ITEM_FIELD_PATHS,
  ITEM_FIELDS,
  PUBLISHED,
  read,
  readAll,
  shown,
} from './cms.server';
import type { BlockPageView, PageView } from './cms-views';
import { BLOCK_COLLECTIONS, BLOCK_FIELDS, BLOCK_ITEM_FIELDS, type RawBlock } from './page-blocks.server';
import { previewedItem } from './preview.server';

// Every view reads the pages (navigation); their blocks are a family of their own, read only by
// the pages built of them, so that a view of any other page waits for no block.
const pagesFamily = indexed<PageView>(
  'pages',
  ['pages', ...IMAGE_COLLECTIONS],
  (page) => page.slug,
  () => readAll('pages', { filter: PUBLISHED, sort: ['sort', 'title'], fields: ITEM_FIELDS }),
);

/** The blocks of every published page, by page id, each page's in their order. */
const blocksFamily = contentStore.define('page_blocks', {
  collections: [...BLOCK_COLLECTIONS, ...IMAGE_COLLECTIONS],
  load: async () => {
    const blocks: RawBlock[] = await readAll('page_blocks', {
      filter: { page: PUBLISHED },
      sort: ['page', 'sort'],
      fields: BLOCK_ITEM_FIELDS,
    });
    const byPage: Record<string, RawBlock[]> = {};
    for (const block of blocks) (byPage[String(block.page)] ??= []).push(block);
    return byPage;
  },
});

export const getPage = (slug: string) =>
  shown(pagesFamily, { collection: 'pages', fields: ITEM_FIELD_PATHS, key: (page) => page.slug }, slug);

/** A page with its blocks: a previewed draft's as they are now, else the published copy's. */
export async function getBlockPage(slug: string): Promise<BlockPageView | null> {
  const draft = await previewedItem<BlockPageView>('pages', [...ITEM_FIELD_PATHS, ...BLOCK_FIELDS]);
  if (draft && draft.slug === slug) return draft;
  const page = (await read(pagesFamily)).byKey.get(slug);
  return page ? { ...page, blocks: (await read(blocksFamily))[String(page.id)] ?? [] } : null;
}
export const getPages = async (): Promise<
  Pick<Page, 'slug' | 'title' | 'noindex' | 'canonical_url' | 'show_in_navigation'>[]
> => (await read(pagesFamily)).list;

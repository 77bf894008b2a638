// Ideas: the agency's articles at /creative-design-ideas/{slug} (README "For editors",
// docs/decisions/042-articles.md). One family holds every published article with its blocks (the
// same blocks as pages: page_blocks with an article), newest first, each from its publish time
// until its unpublish time. The index, an article, the feed and the sitemap read it; nothing else.
import { formatFields } from '@directus/sdk';
import { localize } from '@agency/contract/locales';
import type { ArticleView } from '../cms-views';
import { readAll } from '../directus.server';
import { BLOCK_ITEM_FIELDS } from '../page-blocks.server';
import { localizeBlock } from '../page-blocks-language.server';
import { topicsOf } from '../articles';
import { IMAGE_FIELDS, PUBLISHED, itemPages, type Localizer } from './family.server';
import { imageIn } from './images.server';

/** An article in a locale: its texts, its categories named in it, its images' texts and its blocks. */
const localizer: Localizer<ArticleView> = (article, locale) => {
  const shown = localize('articles', article, locale);
  return {
    ...shown,
    // Keys from the English names (the same filter in every language), names in the locale's.
    topics: topicsOf(article.categories, shown.categories),
    cover_image: imageIn(article.cover_image, locale),
    author_photo: imageIn(article.author_photo, locale),
    seo_image: imageIn(article.seo_image, locale),
    blocks: article.blocks.map((block) => localizeBlock(block, locale)),
  };
};

const ARTICLE_FIELDS = [
  '*',
  { cover_image: IMAGE_FIELDS, author_photo: IMAGE_FIELDS, seo_image: IMAGE_FIELDS, blocks: BLOCK_ITEM_FIELDS },
] as const;

const articles = itemPages<ArticleView, 'articles'>(
  'articles',
  { collection: 'articles', fields: formatFields([...ARTICLE_FIELDS]), key: (article) => article.slug, localizer },
  (directus) => readAll(directus, 'articles', { filter: PUBLISHED, sort: ['-date', '-id'], fields: ARTICLE_FIELDS }),
  // Shown between their publish and unpublish times (@agency/contract/schedule).
  { scheduled: true },
);

export const articlesFamily = articles.family;
/** Every published article shown now, newest first, in the request's language. */
export const getArticles = articles.list;
/** The article at /creative-design-ideas/{slug} (a previewed draft first). */
export const getArticle = articles.item;

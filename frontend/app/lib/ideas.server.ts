// What the Ideas pages read (docs/decisions/042-articles.md): an article as its page shows it
// (blocks rendered, reading time, date in the page's language, its JSON-LD), and the cards of the
// index and of related articles. The site's absolute address comes from Site Settings.
import type { ArticleView } from './cms-views';
import { getArticle, getArticles } from './content/articles.server';
import type { RequestContent } from './content/request.server';
import { getSiteSettings } from './content/site-settings.server';
import type { Localized } from './content/family.server';
import { getPage } from './content/pages.server';
import type { ImageRef } from './image-ref';
import { articleDate, ideaPath, readingMinutes, relatedArticles, topicsIn } from './articles';
import { articleJsonLd, breadcrumbJsonLd } from './articles-json-ld';
import { localePath } from './locale';
import { mediaUrl } from './media';
import { blockViews } from './page-blocks.server';
import { publicSiteUrl } from './site-url.server';
import { itemMarks } from './visual-editing.server';

/** An article as a card of the index or of related articles (components/article-cards.tsx shows it). */
export interface ArticleCard {
  to: string;
  title: string;
  text: string | null;
  image: ImageRef | null;
  category: string | null;
  date: string;
  minutes: number;
}

/** An article's card: its cover, title, excerpt, and its first category, date and reading time. */
export function articleCard(article: Localized<ArticleView>, locale: string): ArticleCard {
  return {
    to: ideaPath(article.slug),
    title: article.title,
    text: article.excerpt,
    image: article.cover_image,
    category: article.topics?.[0]?.name ?? null,
    date: articleDate(article.date, locale),
    minutes: readingMinutes(article),
  };
}

/** The site's public address (Site Settings, else SITE_URL). */
async function siteUrlOf(content: RequestContent) {
  const settings = await getSiteSettings(content);
  return { base: publicSiteUrl(settings, content.site.env), agency: settings.agency_name };
}

/** The article at /creative-design-ideas/{slug} as its page shows it, or null. */
export async function loadIdea(content: RequestContent, slug: string) {
  const [article, all, site, ideas] = await Promise.all([
    getArticle(content, slug),
    getArticles(content),
    siteUrlOf(content),
    getPage(content, 'creative-design-ideas'),
  ]);
  if (!article) return null;
  const { locale } = content;
  const { blocks, translations: _translations, ...rest } = article;
  const absolute = (path: string) => new URL(localePath(locale, path), site.base).toString();
  const image = (id: string | undefined) => (id ? new URL(mediaUrl(id, 1200), site.base).toString() : null);
  const url = absolute(ideaPath(article.slug));
  const ideasName = ideas?.title ?? 'Ideas';
  return {
    article: rest,
    ideasName,
    date: articleDate(article.date, locale),
    minutes: readingMinutes(article),
    blocks: blockViews(blocks, locale),
    related: relatedArticles(article, all).map((other) => articleCard(other, locale)),
    categories: topicsIn([article]),
    edit: itemMarks('articles', article.id, locale),
    jsonLd: [
      articleJsonLd({
        url,
        headline: article.title,
        description: article.excerpt,
        images: [image(article.seo_image?.id), image(article.cover_image?.id)].filter((src): src is string => !!src),
        date: article.date.slice(0, 10),
        author: { name: article.author_name, role: article.author_role, image: image(article.author_photo?.id) },
        publisher: { name: site.agency, url: absolute('/') },
        categories: (article.topics ?? []).map(({ name }) => name),
        locale,
      }),
      breadcrumbJsonLd([
        { name: site.agency, url: absolute('/') },
        { name: ideasName, url: absolute('/creative-design-ideas') },
        { name: article.title, url },
      ]),
    ],
  };
}

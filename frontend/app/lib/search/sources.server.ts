// Where the site search finds pages (docs/decisions/043-site-search.md): one entry per content
// family, each giving its items as documents in the reader's language. A new family with pages of
// its own is found once it has an entry here.
import { CODE_PAGE_SLUGS, pageAddress } from '@agency/cms-schema/page-paths';
import type { RawBlock } from '../page-blocks.server';
import { getArticles } from '../content/articles.server';
import { getIndustries } from '../content/industries.server';
import { getPageList } from '../content/pages.server';
import { getPortfolio } from '../content/portfolio.server';
import { getPromoList } from '../content/promos.server';
import { getServices } from '../content/services.server';
import { localePath } from '../locale';
import { msg } from '../messages';
import { faqItems } from '../page-blocks.server';
import { localizeBlock } from '../page-blocks-language.server';
import { joined, searchable, type SearchDocument, type SearchSource } from './documents.server';

type Document = Omit<SearchDocument, 'id' | 'kind'>;

/** The code's pages whose texts editors write (`pages` by slug), at their address. */
const CODE_PAGE_PATHS: Record<string, string> = {
  home: '/',
  form: '/form',
  industries: '/industries',
  'industries-original': '/industries/original',
  'contact-info': '/contact-info',
  'creative-services': '/creative-services',
  'creative-design-ideas': '/creative-design-ideas',
  'creative-partnerships': '/creative-partnerships',
  'creative-design-agency': '/creative-design-agency',
  'creative-design-portfolio': '/creative-design-portfolio',
  privacy: '/privacy',
};

/** The texts of blocks already in the reader's language: headings, bodies, quotes, questions and answers. */
const blockTexts = (blocks: readonly RawBlock[]) =>
  blocks.map((block) => {
    const faq = faqItems(block.faq).flatMap(({ question, answer }) => [question, answer]);
    return joined(block.heading, block.body, block.quote_author, ...faq);
  });

/** A document of an item at `path` (no prefix) in `locale`, or none when it is not to be found. */
function document(
  locale: string,
  path: string,
  item: { noindex?: boolean | null; canonical_url?: string | null },
  texts: { title: string; lead: string; body: string },
): Document[] {
  return searchable(item, path) ? [{ ...texts, url: localePath(locale, path) }] : [];
}

export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    kind: msg('Service'),
    documents: async (content) =>
      (await getServices(content)).flatMap((service) =>
        document(content.language.locale, `/creative-services/${service.url}`, service, {
          title: service.name,
          lead: joined(service.headline, service.summary),
          body: joined(service.body, service.deliverables),
        }),
      ),
  },
  {
    kind: msg('Industry'),
    documents: async (content) =>
      (await getIndustries(content)).flatMap((industry) =>
        document(content.language.locale, `/industries/${industry.slug}`, industry, {
          title: industry.name,
          lead: joined(industry.headline, industry.summary),
          body: joined(industry.body),
        }),
      ),
  },
  {
    kind: msg('Case study'),
    documents: async (content) =>
      (await getPortfolio(content)).flatMap((item) =>
        document(content.language.locale, `/creative-design-portfolio/${item.slug}`, item, {
          title: item.title,
          lead: joined(item.summary),
          body: joined(item.body, item.client, item.industry?.name, item.service?.name),
        }),
      ),
  },
  {
    kind: msg('Offer'),
    documents: async (content) =>
      (await getPromoList(content)).flatMap((promo) =>
        document(content.language.locale, `/promos/${promo.year}/${promo.month}/${promo.slug}`, promo, {
          title: promo.title,
          lead: joined(promo.headline, promo.summary),
          body: joined(promo.offer, promo.body),
        }),
      ),
  },
  {
    kind: msg('Page'),
    documents: async (content) => {
      const { locale } = content.language;
      const pages = await getPageList(content);
      const blocks = await content.read(content.families.pageBlocks);
      return pages.flatMap((page) => {
        const path = CODE_PAGE_SLUGS.has(page.slug) ? CODE_PAGE_PATHS[page.slug] : pageAddress(page.slug);
        if (!path) return [];
        const texts = blockTexts((blocks[String(page.id)] ?? []).map((raw) => localizeBlock(raw, locale)));
        return document(locale, path, page, {
          title: page.title,
          lead: joined(page.headline, page.summary),
          body: joined(page.body, ...texts),
        });
      });
    },
  },
  {
    kind: msg('Article'),
    documents: async (content) =>
      (await getArticles(content)).flatMap((article) =>
        document(content.language.locale, `/creative-design-ideas/${article.slug}`, article, {
          title: article.title,
          lead: joined(article.excerpt),
          body: joined(
            ...blockTexts(article.blocks),
            article.author_name,
            ...(article.topics ?? []).map((topic) => topic.name),
          ),
        }),
      ),
  },
];

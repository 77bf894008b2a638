// schema.org records of the Ideas pages (docs/decisions/042-articles.md): an article is an
// `Article` (headline, image, dates, author, publisher), and its place on the site a
// `BreadcrumbList` (home, Ideas, the article). Written into the page as JSON-LD (root.tsx writes
// the agency's `Organization` the same way).

export interface ArticleFacts {
  url: string;
  headline: string;
  description: string | null;
  /** Absolute URLs of the article's images (its share image first). */
  images: string[];
  /** YYYY-MM-DD. */
  date: string;
  author: { name: string; role: string | null; image: string | null };
  publisher: { name: string; url: string };
  categories: string[];
  words?: number;
  locale: string;
}

export function articleJsonLd(facts: ArticleFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${facts.url}#article`,
    mainEntityOfPage: facts.url,
    url: facts.url,
    headline: facts.headline,
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.images.length > 0 ? { image: facts.images } : {}),
    datePublished: facts.date,
    inLanguage: facts.locale,
    ...(facts.categories.length > 0 ? { articleSection: facts.categories } : {}),
    author: {
      '@type': 'Person',
      name: facts.author.name,
      ...(facts.author.role ? { jobTitle: facts.author.role } : {}),
      ...(facts.author.image ? { image: facts.author.image } : {}),
    },
    publisher: { '@type': 'Organization', name: facts.publisher.name, url: facts.publisher.url },
  };
}

/** The trail from the home page to the page: each step's name and absolute URL. */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** JSON-LD as the text of a script element: `<` escaped so that no text can close the element. */
export const jsonLdText = (records: readonly object[]) =>
  JSON.stringify(records.length === 1 ? records[0] : records).replace(/</g, '\\u003c');

// The home page's content (routes/home.tsx, and a language's home page at /es: routes/site-page.tsx).
import type { RequestContent } from './content/request.server';
import { getIndustries } from './content/industries.server';
import { getPage } from './content/pages.server';
import { getPortfolio } from './content/portfolio.server';
import { getServices } from './content/services.server';
import { renderMarkdown } from './markdown.server';
import { notFound } from './responses.server';
import { toMasonryItem } from './masonry-item';

export async function loadHome(content: RequestContent, request: Request) {
  const [page, services, portfolio, industries] = await Promise.all([
    getPage(content, 'home'),
    getServices(content),
    getPortfolio(content),
    getIndustries(content),
  ]);
  if (!page) notFound(request);
  // Only what the page shows: the loader data is repeated in the HTML for hydration.
  const { title, headline, summary, image, seo_title, seo_description, seo_image, canonical_url, noindex } = page;
  return {
    page: { title, headline, summary, image, seo_title, seo_description, seo_image, canonical_url, noindex },
    body: renderMarkdown(page.body),
    services: services.map(({ url, name, summary, service_class }) => ({ url, name, summary, service_class })),
    work: portfolio.slice(0, 6).map(toMasonryItem),
    industries: industries.map(({ slug, name }) => ({ slug, name })),
  };
}

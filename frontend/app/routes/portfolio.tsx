import type { Route } from './+types/portfolio';
import { PageHero } from '~/features/content/page-hero';
import { Prose } from '~/features/content/prose';
import { MasonryGrid } from '~/features/portfolio/masonry-grid';
import { getPage, getPortfolio } from '~/lib/cms.server';
import { renderMarkdown } from '~/lib/markdown.server';
import { notFound } from '~/lib/responses.server';
import { seoMeta, siteMetaFrom } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  const [page, items] = await Promise.all([getPage('creative-design-portfolio'), getPortfolio()]);
  if (!page) notFound(request);
  return { page, body: renderMarkdown(page.body), items };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return seoMeta(
    {
      title: page.seo_title || page.title,
      description: page.seo_description || page.summary,
      path: '/creative-design-portfolio',
    },
    siteMetaFrom(matches),
  );
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { page, body, items } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.title} title={page.headline || page.title} lead={page.summary} tone="ink" />
      <section className="section section--ink section--flush">
        <div className="container">
          <MasonryGrid items={items} eagerCount={2} />
        </div>
      </section>
      <section className="section container">
        <Prose html={body} />
      </section>
    </>
  );
}

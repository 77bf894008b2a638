import type { Route } from './+types/portfolio';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { MasonryGrid, toMasonryItem } from '~/components/masonry-grid';
import { contentContext } from '~/lib/content/context.server';
import { getPortfolio } from '~/lib/content/portfolio.server';
import { loadPage } from '~/lib/page-content.server';
import { pageMeta } from '~/lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const [{ page, body, edit }, items] = await Promise.all([
    loadPage(content, request, 'creative-design-portfolio'),
    getPortfolio(content),
  ]);
  return { page, body, edit, items: items.map(toMasonryItem) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page, '/creative-design-portfolio', matches) : [];
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { page, body, edit, items } = loaderData;
  return (
    <>
      <PageHero
        editable={edit.hero}
        eyebrow={page.title}
        title={page.headline || page.title}
        lead={page.summary}
        tone="ink"
      />
      <section className="section section--ink section--flush">
        <div className="container">
          <MasonryGrid items={items} eagerCount={2} />
        </div>
      </section>
      <section className="section container">
        <Prose html={body} editable={edit.body} className="prose--chapters" />
      </section>
    </>
  );
}

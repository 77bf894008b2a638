import type { Route } from './+types/portfolio';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { MasonryGrid, toMasonryItem } from '~/components/masonry-grid';
import { getPortfolio } from '~/lib/cms.server';
import { loadPage } from '~/lib/page-content.server';
import { pageMeta } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  const [{ page, body, edit }, items] = await Promise.all([
    loadPage(request, 'creative-design-portfolio'),
    getPortfolio(),
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

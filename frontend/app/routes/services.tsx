import type { Route } from './+types/services';
import { CardGrid } from '~/components/cards';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { contentContext } from '~/lib/content/context.server';
import { getServices } from '~/lib/content/services.server';
import { loadPage } from '~/lib/page-content.server';
import { pageMeta } from '~/lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const [{ page, body, edit }, services] = await Promise.all([
    loadPage(content, request, 'creative-services'),
    getServices(content),
  ]);
  // What the cards show, and no more: a service's own text is on its page.
  const cards = services.map((service) => ({
    to: `/creative-services/${service.url}`,
    title: service.name,
    text: service.summary,
    image: service.image,
  }));
  return { page, body, edit, cards };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page, '/creative-services', matches) : [];
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { page, body, edit, cards } = loaderData;
  return (
    <>
      <PageHero editable={edit.hero} eyebrow={page.title} title={page.headline || page.title} lead={page.summary} />
      <section className="section container">
        <CardGrid headingLevel={2} columns={2} items={cards} />
      </section>
      <section className="section container">
        <Prose html={body} editable={edit.body} className="prose--chapters" />
      </section>
    </>
  );
}

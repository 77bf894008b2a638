import type { Route } from './+types/services';
import { CardGrid } from '~/features/content/cards';
import { PageHero } from '~/features/content/page-hero';
import { Prose } from '~/features/content/prose';
import { getPage, getServices } from '~/lib/cms.server';
import { renderMarkdown } from '~/lib/markdown.server';
import { notFound } from '~/lib/responses.server';
import { seoMeta, siteMetaFrom } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  const [page, services] = await Promise.all([getPage('creative-services'), getServices()]);
  if (!page) notFound(request);
  return { page, body: renderMarkdown(page.body), services };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return seoMeta(
    {
      title: page.seo_title || page.title,
      description: page.seo_description || page.summary,
      path: '/creative-services',
      image: page.image,
    },
    siteMetaFrom(matches),
  );
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { page, body, services } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.title} title={page.headline || page.title} lead={page.summary} />
      <section className="section container">
        <CardGrid
          headingLevel={2}
          columns={2}
          items={services.map((service) => ({
            to: `/creative-services/${service.url}`,
            title: service.name,
            text: service.summary,
            image: service.image,
          }))}
        />
      </section>
      <section className="section container">
        <Prose html={body} />
      </section>
    </>
  );
}

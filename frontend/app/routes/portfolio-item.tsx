import type { Route } from './+types/portfolio-item';
import { SiteLink } from '~/components/site-link';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { ResponsiveImage } from '~/components/responsive-image';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { getPortfolioItem } from '~/lib/cms.server';
import { renderMarkdown } from '~/lib/markdown.server';
import { notFound } from '~/lib/responses.server';
import { itemMarks } from '~/lib/visual-editing.server';
import { itemSeo, seoMeta, siteMetaFrom } from '~/lib/seo';

export async function loader({ params, request }: Route.LoaderArgs) {
  const item = await getPortfolioItem(params.slug);
  if (!item) notFound(request);
  return { item, body: renderMarkdown(item.body), edit: itemMarks('portfolio_items', item.id) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { item } = loaderData;
  return seoMeta(
    {
      title: item.seo_title || `${item.title} for ${item.client ?? 'a client'}`,
      description: item.seo_description || item.summary,
      path: `/creative-design-portfolio/${item.slug}`,
      ...itemSeo(item, item.cover_image),
      type: 'article',
    },
    siteMetaFrom(matches),
  );
}

export default function PortfolioItemPage({ loaderData }: Route.ComponentProps) {
  const { item, body, edit } = loaderData;
  return (
    <article>
      <PageHero
        editable={edit.hero}
        eyebrow={[item.client, item.year].filter(Boolean).join(' · ')}
        title={item.title}
        lead={item.summary}
        image={item.cover_image}
      />
      <section className="section container split">
        <Prose html={body} editable={edit.body} />
        <aside className="panel" data-reveal>
          <dl className="facts">
            {item.client ? (
              <>
                <dt>Client</dt>
                <dd>{item.client}</dd>
              </>
            ) : null}
            {item.industry ? (
              <>
                <dt>Industry</dt>
                <dd>
                  <SiteLink to={`/industries/${item.industry.slug}`}>{item.industry.name}</SiteLink>
                </dd>
              </>
            ) : null}
            {item.service ? (
              <>
                <dt>Service</dt>
                <dd>
                  <SiteLink to={`/creative-services/${item.service.url}`}>{item.service.name}</SiteLink>
                </dd>
              </>
            ) : null}
            {item.year ? (
              <>
                <dt>Year</dt>
                <dd>{item.year}</dd>
              </>
            ) : null}
          </dl>
          <RequestCta>Start a similar project</RequestCta>
        </aside>
      </section>
      {item.gallery.length > 0 ? (
        <section className="section container" aria-label="Gallery">
          <ul className="gallery" data-reveal-group>
            {item.gallery.map(({ directus_files_id: image }) => (
              <li key={image.id}>
                <ResponsiveImage image={image} sizes="(min-width: 960px) 50vw, 100vw" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

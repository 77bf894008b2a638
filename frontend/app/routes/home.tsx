import type { Route } from './+types/home';
import { CardGrid, SectionHeading } from '~/components/cards';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { MasonryGrid, toMasonryItem } from '~/components/masonry-grid';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { contentContext } from '~/lib/content/context.server';
import { getIndustries } from '~/lib/content/industries.server';
import { getPage } from '~/lib/content/pages.server';
import { getPortfolio } from '~/lib/content/portfolio.server';
import { getServices } from '~/lib/content/services.server';
import { renderMarkdown } from '~/lib/markdown.server';
import { notFound } from '~/lib/responses.server';
import { itemSeo, seoMeta, siteMetaFrom } from '~/lib/seo';
import { SiteLink } from '~/components/site-link';

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
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

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const site = siteMetaFrom(matches);
  const { page } = loaderData;
  return seoMeta(
    {
      title: page.seo_title || site?.agencyName || page.title,
      description: page.seo_description || page.summary,
      path: '/',
      ...itemSeo(page, page.image),
    },
    site,
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, body, services, work, industries } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.title}
        title={page.headline || page.title}
        lead={page.summary}
        image={page.image}
        actions={
          <>
            <RequestCta>Start a project</RequestCta>
            <SiteLink className="button button--ghost" to="/creative-design-portfolio">
              See our work
            </SiteLink>
          </>
        }
      />
      <section className="section container" aria-labelledby="services-heading">
        <SectionHeading
          id="services-heading"
          title="What we do"
          intro="Strategy, identity, digital products, film and print, from one studio."
        />
        <CardGrid
          items={services.map((service) => ({
            to: `/creative-services/${service.url}`,
            title: service.name,
            text: service.summary,
            meta: service.service_class,
          }))}
        />
      </section>
      <section className="section section--ink" aria-labelledby="work-heading">
        <div className="container">
          <SectionHeading id="work-heading" title="Selected work" />
          <MasonryGrid items={work} />
          <p className="section__more" data-reveal>
            <SiteLink to="/creative-design-portfolio" className="button button--light">
              All projects
            </SiteLink>
          </p>
        </div>
      </section>
      <section className="section container">
        <Prose html={body} className="prose--wide prose--chapters" />
      </section>
      <section className="section container" aria-labelledby="industries-heading">
        <SectionHeading id="industries-heading" title="Industries we know" />
        <ul className="pill-list" data-reveal-group>
          {industries.map((industry) => (
            <li key={industry.slug}>
              <SiteLink to={`/industries/${industry.slug}`} className="pill">
                {industry.name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

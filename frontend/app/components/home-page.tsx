// The home page (routes/home.tsx; a language's home page at /es is routes/site-page.tsx's).
import type { MetaDescriptor } from 'react-router';
import { CardGrid, SectionHeading } from '~/components/cards';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { MasonryGrid } from '~/components/masonry-grid';
import { SiteLink } from '~/components/site-link';
import type { ReactNode } from 'react';
import type { loadHome } from '~/lib/home.server';
import { useT } from '~/lib/messages';
import { itemSeo, seoMeta, siteMetaFrom } from '~/lib/seo';

export type HomeData = Awaited<ReturnType<typeof loadHome>>;

export function homeMeta(loaderData: HomeData, matches: readonly unknown[]): MetaDescriptor[] {
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

/** `cta`: the hero's call to action (the request form's, passed by the route). */
export function HomePage({ data, cta }: { data: HomeData; cta: ReactNode }) {
  const { page, body, services, work, industries } = data;
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={page.title}
        title={page.headline || page.title}
        lead={page.summary}
        image={page.image}
        actions={
          <>
            {cta}
            <SiteLink className="button button--ghost" to="/creative-design-portfolio">
              {t('See our work')}
            </SiteLink>
          </>
        }
      />
      <section className="section container" aria-labelledby="services-heading">
        <SectionHeading
          id="services-heading"
          title={t('What we do')}
          intro={t('Strategy, identity, digital products, film and print, from one studio.')}
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
          <SectionHeading id="work-heading" title={t('Selected work')} />
          <MasonryGrid items={work} />
          <p className="section__more" data-reveal>
            <SiteLink to="/creative-design-portfolio" className="button button--light">
              {t('All projects')}
            </SiteLink>
          </p>
        </div>
      </section>
      <section className="section container">
        <Prose html={body} className="prose--wide prose--chapters" />
      </section>
      <section className="section container" aria-labelledby="industries-heading">
        <SectionHeading id="industries-heading" title={t('Industries we know')} />
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

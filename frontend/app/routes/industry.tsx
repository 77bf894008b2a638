import type { Route } from './+types/industry';
import { SectionHeading } from '~/components/cards';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { MasonryGrid, toMasonryItem } from '~/components/masonry-grid';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { contentContext } from '~/lib/content/context.server';
import { getIndustry } from '~/lib/content/industries.server';
import { getPortfolio } from '~/lib/content/portfolio.server';
import { renderMarkdown } from '~/lib/markdown.server';
import { notFound } from '~/lib/responses.server';
import { itemMarks } from '~/lib/visual-editing.server';
import { alternatesOf, itemSeo, seoMeta, siteMetaFrom } from '~/lib/seo';
import { useT } from '~/lib/messages';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const [industry, portfolio] = await Promise.all([getIndustry(content, params.slug), getPortfolio(content)]);
  if (!industry) notFound(request);
  return {
    // Its markdown is given as HTML, once.
    industry: { ...industry, body: null },
    body: renderMarkdown(industry.body),
    work: portfolio.filter((item) => item.industry?.slug === industry.slug).map(toMasonryItem),
    edit: itemMarks('industries', industry.id, content.locale),
    alternates: alternatesOf(industry.inLocales, (slug) => `/industries/${slug}`),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { industry } = loaderData;
  return seoMeta(
    {
      title: industry.seo_title || industry.name,
      description: industry.seo_description || industry.summary,
      path: `/industries/${industry.slug}`,
      alternates: loaderData.alternates,
      ...itemSeo(industry, industry.image),
    },
    siteMetaFrom(matches),
  );
}

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { industry, body, work, edit } = loaderData;
  return (
    <>
      <PageHero
        editable={edit.hero}
        eyebrow={industry.name}
        title={industry.headline || industry.name}
        lead={industry.summary}
        image={industry.image}
        actions={<RequestCta>{t('Talk to us')}</RequestCta>}
      />
      <section className="section container">
        <Prose html={body} editable={edit.body} />
      </section>
      {work.length > 0 ? (
        <section className="section section--ink" aria-labelledby="industry-work">
          <div className="container">
            <SectionHeading id="industry-work" title={`Work in ${industry.name.toLowerCase()}`} />
            <MasonryGrid items={work} />
          </div>
        </section>
      ) : null}
    </>
  );
}

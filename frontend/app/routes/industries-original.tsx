import type { Route } from './+types/industries-original';
import { Link } from 'react-router';
import { PageHero } from '~/features/content/page-hero';
import { Prose } from '~/features/content/prose';
import { getIndustries, getPage } from '~/lib/cms.server';
import { renderMarkdown } from '~/lib/markdown.server';
import { notFound } from '~/lib/responses.server';
import { seoMeta, siteMetaFrom } from '~/lib/seo';

/** The first version of the industries overview: one long read with an index. */
export async function loader({ request }: Route.LoaderArgs) {
  const [page, industries] = await Promise.all([getPage('industries-original'), getIndustries()]);
  if (!page) notFound(request);
  return { page, body: renderMarkdown(page.body), industries };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return seoMeta(
    {
      title: page.seo_title || page.title,
      description: page.seo_description || page.summary,
      path: '/industries/original',
    },
    siteMetaFrom(matches),
  );
}

export default function IndustriesOriginal({ loaderData }: Route.ComponentProps) {
  const { page, body, industries } = loaderData;
  return (
    <>
      <PageHero eyebrow="Industries" title={page.headline || page.title} lead={page.summary} tone="accent" />
      <section className="section container split">
        <Prose html={body} />
        <nav className="panel" aria-label="Industries" data-reveal>
          <h2 className="panel__title">Jump to an industry</h2>
          <ol className="index-list">
            {industries.map((industry) => (
              <li key={industry.slug}>
                <Link to={`/industries/${industry.slug}`} prefetch="intent">
                  {industry.name}
                </Link>
                {industry.summary ? <p>{industry.summary}</p> : null}
              </li>
            ))}
          </ol>
        </nav>
      </section>
    </>
  );
}

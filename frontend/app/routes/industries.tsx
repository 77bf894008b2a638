import type { Route } from './+types/industries';
import { Link } from 'react-router';
import { CardGrid } from '~/features/content/cards';
import { PageHero } from '~/features/content/page-hero';
import { Prose } from '~/features/content/prose';
import { getIndustries } from '~/lib/cms.server';
import { loadPage } from '~/lib/page-content.server';
import { pageMeta } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  const [{ page, body }, industries] = await Promise.all([loadPage(request, 'industries'), getIndustries()]);
  return { page, body, industries };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page, '/industries', matches) : [];
}

export default function Industries({ loaderData }: Route.ComponentProps) {
  const { page, body, industries } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.title} title={page.headline || page.title} lead={page.summary} />
      <section className="section container">
        <CardGrid
          headingLevel={2}
          items={industries.map((industry) => ({
            to: `/industries/${industry.slug}`,
            title: industry.name,
            text: industry.summary,
            image: industry.image,
          }))}
        />
      </section>
      <section className="section container">
        <Prose html={body} />
        <p className="section__more">
          <Link to="/industries/original" className="text-link">
            Read our original industries overview
          </Link>
        </p>
      </section>
    </>
  );
}

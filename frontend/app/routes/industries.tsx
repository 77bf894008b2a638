import type { Route } from './+types/industries';
import { SiteLink } from '~/components/site-link';
import { CardGrid } from '~/components/cards';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { contentContext } from '~/lib/content/context.server';
import { getIndustries } from '~/lib/content/industries.server';
import { loadPage } from '~/lib/page-content.server';
import { pageMeta } from '~/lib/seo';
import { useT } from '~/lib/messages';

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const [{ page, body, edit }, industries] = await Promise.all([
    loadPage(content, request, 'industries'),
    getIndustries(content),
  ]);
  return {
    page,
    body,
    edit,
    industries: industries.map(({ slug, name, summary, image }) => ({ slug, name, summary, image })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page, '/industries', matches) : [];
}

export default function Industries({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, body, edit, industries } = loaderData;
  return (
    <>
      <PageHero editable={edit.hero} eyebrow={page.title} title={page.headline || page.title} lead={page.summary} />
      <section className="section container">
        <CardGrid
          headingLevel={2}
          eagerCount={1}
          items={industries.map((industry) => ({
            to: `/industries/${industry.slug}`,
            title: industry.name,
            text: industry.summary,
            image: industry.image,
          }))}
        />
      </section>
      <section className="section container">
        <Prose html={body} editable={edit.body} />
        <p className="section__more">
          <SiteLink to="/industries/original" className="text-link">
            {t('Read our original industries overview')}
          </SiteLink>
        </p>
      </section>
    </>
  );
}

import type { Route } from './+types/industries-original';
import { SiteLink } from '~/components/site-link';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { contentContext } from '~/lib/content/context.server';
import { getIndustries } from '~/lib/content/industries.server';
import { loadPage } from '~/lib/page-content.server';
import { pageMeta } from '~/lib/seo';
import { useT } from '~/lib/messages';

/** The first version of the industries overview: one long read with an index. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const [{ page, body }, industries] = await Promise.all([
    loadPage(content, request, 'industries-original'),
    getIndustries(content),
  ]);
  // What the index shows, and no more: an industry's own text is on its page.
  return { page, body, industries: industries.map(({ slug, name, summary }) => ({ slug, name, summary })) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page, '/industries/original', matches) : [];
}

export default function IndustriesOriginal({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, body, industries } = loaderData;
  return (
    <>
      <PageHero eyebrow={t('Industries')} title={page.headline || page.title} lead={page.summary} tone="accent" />
      <section className="section container split">
        <Prose html={body} />
        <nav className="panel" aria-label={t('Industries')} data-reveal>
          <h2 className="panel__title">{t('Jump to an industry')}</h2>
          <ol className="index-list">
            {industries.map((industry) => (
              <li key={industry.slug}>
                <SiteLink to={`/industries/${industry.slug}`}>{industry.name}</SiteLink>
                {industry.summary ? <p>{industry.summary}</p> : null}
              </li>
            ))}
          </ol>
        </nav>
      </section>
    </>
  );
}

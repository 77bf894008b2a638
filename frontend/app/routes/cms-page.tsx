// Pages of the `pages` collection whose slug is their path (see routes.ts).
import type { Route } from './+types/cms-page';
import { PageHero } from '~/features/content/page-hero';
import { Prose } from '~/features/content/prose';
import { RequestCta } from '~/features/request-drawer/request-cta';
import { getPage } from '~/lib/cms.server';
import { renderMarkdown } from '~/lib/markdown.server';
import { notFound } from '~/lib/responses.server';
import { seoMeta, siteMetaFrom } from '~/lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/|\/$/g, '');
  const page = await getPage(slug);
  if (!page) notFound(request);
  return { page, body: renderMarkdown(page.body), path: new URL(request.url).pathname };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, path } = loaderData;
  return seoMeta(
    { title: page.seo_title || page.title, description: page.seo_description || page.summary, path, image: page.image },
    siteMetaFrom(matches),
  );
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page, body } = loaderData;
  return (
    <>
      <PageHero
        title={page.headline || page.title}
        eyebrow={page.headline ? page.title : null}
        lead={page.summary}
        image={page.image}
      />
      <section className="section container">
        <Prose html={body} className="prose--wide" />
        <div className="section__cta" data-reveal>
          <RequestCta>Start a project</RequestCta>
        </div>
      </section>
    </>
  );
}

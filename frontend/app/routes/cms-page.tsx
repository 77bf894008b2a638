// Pages of the `pages` collection whose slug is their path (see routes.ts).
import type { Route } from './+types/cms-page';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { contentContext } from '~/lib/content/context.server';
import { loadPage } from '~/lib/page-content.server';
import { pagePath } from '~/lib/locale-route.server';
import { pageMeta } from '~/lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const path = pagePath(request, content);
  return { ...(await loadPage(content, request, path.replace(/^\/|\/$/g, ''))), path };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page, loaderData.path, matches) : [];
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page, body, edit } = loaderData;
  return (
    <>
      <PageHero
        editable={edit.hero}
        title={page.headline || page.title}
        eyebrow={page.headline ? page.title : null}
        lead={page.summary}
        image={page.image}
      />
      <section className="section container">
        <Prose html={body} editable={edit.body} className="prose--wide prose--chapters" />
      </section>
    </>
  );
}

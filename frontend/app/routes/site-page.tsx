// Every address no other route owns (README "For editors"): a page an editor built at that path
// (in any language: /es/ofertas/…), a language's home page (/es), else a short link (one
// segment, collection short_links), else 404 'Page not found: {path}'.
// All of it comes from the web server's copy of published content: an unknown address never
// makes a CMS read of its own.
import type { Route } from './+types/site-page';
import { pageAddress } from '@agency/cms-schema/page-paths';
import { redirect } from 'react-router';
import { loadBlocks, PageBlocks } from '~/components/page-blocks';
import { PageHero } from '~/components/page-hero';
import { Prose } from '~/components/prose';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { contentContext } from '~/lib/content/context.server';
import { getBlockPage } from '~/lib/content/pages.server';
import { getShortLink } from '~/lib/content/short-links.server';
import { HomePage, homeMeta } from '~/components/home-page';
import { loadHome } from '~/lib/home.server';
import { DEFAULT_LOCALE } from '~/lib/locale';
import { pagePath } from '~/lib/locale-route.server';
import { renderMarkdown } from '~/lib/markdown.server';
import { blockViews } from '~/lib/page-blocks.server';
import { notFound } from '~/lib/responses.server';
import { itemMarks } from '~/lib/visual-editing.server';
import { alternatesOf, pageMeta } from '~/lib/seo';
import { useT } from '~/lib/messages';

const REDIRECT_STATUSES = new Set([301, 302, 307, 308]);
const TOKEN = /^[A-Za-z0-9-]{1,64}$/;

/** A short link's address: site paths or absolute http(s) addresses; anything else is refused. */
function shortLinkTarget(target: string) {
  if (target.startsWith('/') && !target.startsWith('//')) return target;
  return /^https?:\/\//.test(target) ? target : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const path = pagePath(request, content);
  if (path === '/' && content.locale !== DEFAULT_LOCALE) return { home: await loadHome(content, request) };
  const slug = path.replace(/^\/+|\/+$/g, '');
  const address = pageAddress(slug);
  const page = address ? await getBlockPage(content, slug) : null;
  if (page && address) {
    const { body, blocks, ...rest } = page;
    // The block renderer's code is loaded on demand (components/page-blocks.tsx), by the server too.
    if (blocks.length > 0) await loadBlocks();
    return {
      home: null,
      page: rest,
      path: address,
      alternates: alternatesOf(page.inLocales, pageAddress),
      blocks: blockViews(blocks, content.locale),
      body: renderMarkdown(body),
      edit: itemMarks('pages', page.id, content.locale),
    };
  }
  if (content.locale === DEFAULT_LOCALE && TOKEN.test(slug)) {
    const link = await getShortLink(content, slug);
    const target = link ? shortLinkTarget(link.target) : null;
    if (link && target) throw redirect(target, REDIRECT_STATUSES.has(link.status_code) ? link.status_code : 302);
  }
  notFound(request);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.home) return homeMeta(loaderData.home, matches);
  return pageMeta(loaderData.page, loaderData.path, matches, loaderData.alternates);
}

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.home) return <HomePage data={loaderData.home} cta={<RequestCta>{t('Start a project')}</RequestCta>} />;
  const { page, blocks, body, edit } = loaderData;
  const header =
    blocks[0]?.type === 'hero' ? null : (
      <PageHero
        editable={edit.hero}
        title={page.headline || page.title}
        eyebrow={page.headline ? page.title : null}
        lead={page.summary}
        image={page.image}
      />
    );
  return (
    <>
      {header}
      {blocks.length > 0 ? (
        <PageBlocks
          blocks={blocks}
          renderCta={(block) => (
            <RequestCta service={block.service} variant="light">
              {block.label ?? t('Start a project')}
            </RequestCta>
          )}
        />
      ) : (
        <section className="section container">
          <Prose html={body} className="prose--wide prose--chapters" editable={edit.body} />
        </section>
      )}
    </>
  );
}

// An article of Ideas at /creative-design-ideas/{slug} (README "For editors",
// docs/decisions/042-articles.md): its header (categories, title, excerpt, byline, date, reading
// time), its cover, its blocks (the block pages' renderer), related articles and a call to
// action that opens the request form; JSON-LD Article and BreadcrumbList.
import type { Route } from './+types/idea';
import { ArticleCards } from '~/components/article-cards';
// Ideas' own styles come with its routes, not with every page.
import '~/styles/articles.css';
import { Blocks } from '~/components/blocks';
import { ResponsiveImage } from '~/components/responsive-image';
import { SiteLink } from '~/components/site-link';
import { RequestCta } from '~/features/request-form/drawer/request-cta';
import { contentContext } from '~/lib/content/context.server';
import { ideaPath, indexHref } from '~/lib/articles';
import { jsonLdText } from '~/lib/articles-json-ld';
import { loadIdea } from '~/lib/ideas.server';
import { mediaUrl } from '~/lib/media';
import { useT } from '~/lib/messages';
import { notFound } from '~/lib/responses.server';
import { alternatesOf, itemSeo, seoMeta, siteMetaFrom } from '~/lib/seo';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const idea = await loadIdea(content, params.slug);
  if (!idea) notFound(request);
  return { ...idea, alternates: alternatesOf(idea.article.inLocales, ideaPath) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  return seoMeta(
    {
      title: article.seo_title || article.title,
      description: article.seo_description || article.excerpt,
      path: ideaPath(article.slug),
      alternates: loaderData.alternates,
      ...itemSeo(article, article.cover_image),
      type: 'article',
    },
    siteMetaFrom(matches),
  );
}

export default function IdeaPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { article, blocks, categories, date, minutes, related, edit, ideasName, jsonLd } = loaderData;
  return (
    <>
      <article className="article" aria-labelledby="article-title">
        <header className="container article__header" data-directus={edit.hero}>
          <nav className="article__trail" aria-label={t('Breadcrumb')}>
            <SiteLink to="/creative-design-ideas">{ideasName}</SiteLink>
          </nav>
          {categories.length > 0 ? (
            <ul className="article__categories">
              {categories.map((category) => (
                <li key={category.key}>
                  <SiteLink to={indexHref(category.key, 1)} className="chip">
                    {category.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 id="article-title" className="article__title">
            {article.title}
          </h1>
          <p className="article__excerpt">{article.excerpt}</p>
          <div className="byline">
            {article.author_photo ? (
              <img
                className="byline__photo"
                src={mediaUrl(article.author_photo.id, 320)}
                width={56}
                height={56}
                alt=""
                decoding="async"
              />
            ) : null}
            <p className="byline__text">
              <span className="byline__name">{article.author_name}</span>
              {article.author_role ? <span className="byline__role">{article.author_role}</span> : null}
              <span className="byline__meta">
                <time dateTime={article.date.slice(0, 10)}>{date}</time>
                {` · ${t('{minutes} min read', { minutes: String(minutes) })}`}
              </span>
            </p>
          </div>
        </header>
        {article.cover_image ? (
          <figure className="container article__cover">
            <ResponsiveImage image={article.cover_image} sizes="(min-width: 1240px) 1140px, 100vw" priority alt="" />
          </figure>
        ) : null}
        <div className="article__body">
          <Blocks
            blocks={blocks}
            ownHeader
            renderCta={(block) => (
              <RequestCta service={block.service} variant="light">
                {block.label ?? t('Start a project')}
              </RequestCta>
            )}
          />
        </div>
      </article>
      {related.length > 0 ? (
        <section className="section container" aria-labelledby="related-title">
          <div className="section-heading">
            <h2 id="related-title">{t('More ideas')}</h2>
          </div>
          <ArticleCards articles={related} headingLevel={3} />
        </section>
      ) : null}
      <section className="section container" aria-labelledby="article-cta-title">
        <div className="panel panel--accent block-cta">
          <h2 id="article-cta-title" className="panel__title">
            {t('Have a project in mind?')}
          </h2>
          <p className="block-cta__text">{t('Tell us about it; we answer within two working days.')}</p>
          <div>
            <RequestCta variant="light">{t('Start a project')}</RequestCta>
          </div>
        </div>
      </section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </>
  );
}

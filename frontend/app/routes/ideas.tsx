// Ideas at /creative-design-ideas (README "For editors", docs/decisions/042-articles.md): the
// articles newest first, six to a page (?page=2), of one category (?category=branding) or all.
// The page "creative-design-ideas" gives its title and introduction. A page or category that
// does not exist is a 404.
import type { Route } from './+types/ideas';
import { ArticleCards } from '~/components/article-cards';
// Ideas' own styles come with its routes, not with every page.
import '~/styles/articles.css';
import { PageHero } from '~/components/page-hero';
import { SiteLink } from '~/components/site-link';
import { indexHref, indexPage } from '~/lib/articles';
import { getArticles } from '~/lib/content/articles.server';
import { contentContext } from '~/lib/content/context.server';
import { getPage } from '~/lib/content/pages.server';
import { articleCard } from '~/lib/ideas.server';
import { useT } from '~/lib/messages';
import { notFound } from '~/lib/responses.server';
import { itemMarks } from '~/lib/visual-editing.server';
import { pageMeta } from '~/lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const query = new URL(request.url).searchParams;
  const [page, articles] = await Promise.all([getPage(content, 'creative-design-ideas'), getArticles(content)]);
  const shown = indexPage(articles, { category: query.get('category'), page: query.get('page') });
  if (!page || !shown) notFound(request);
  const { body: _body, translations: _translations, ...intro } = page;
  return {
    intro,
    edit: itemMarks('pages', page.id, content.locale),
    ...shown,
    articles: shown.articles.map((article) => articleCard(article, content.locale)),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { intro: page, category } = loaderData;
  const path = indexHref(category?.key ?? null, loaderData.page);
  // A category's or a later page's list has a title of its own, and is no search result of its own.
  const title = category ? `${category.name} | ${page.seo_title || page.title}` : page.seo_title || page.title;
  return [
    ...pageMeta(
      { ...page, seo_title: title, noindex: page.noindex || path !== '/creative-design-ideas' },
      path,
      matches,
    ),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: page.title,
      href: '/creative-design-ideas/feed.xml',
    },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: page.title,
      href: '/creative-design-ideas/atom.xml',
    },
  ];
}

export default function IdeasPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { intro: page, edit, articles, categories, category, pages } = loaderData;
  const current = loaderData.page;
  const [lead, rest] = current === 1 && !category ? [articles[0], articles.slice(1)] : [undefined, articles];
  return (
    <>
      <PageHero
        editable={edit.hero}
        title={page.headline || page.title}
        eyebrow={page.headline ? page.title : null}
        lead={page.summary}
      />
      <section className="section container" aria-labelledby="ideas-list">
        <h2 id="ideas-list" className="visually-hidden">
          {category ? category.name : t('All articles')}
        </h2>
        <nav className="chips" aria-label={t('Categories')}>
          <ul>
            <li>
              <SiteLink to={indexHref(null, 1)} className="chip" aria-current={category ? undefined : 'page'}>
                {t('All')}
              </SiteLink>
            </li>
            {categories.map((topic) => (
              <li key={topic.key}>
                <SiteLink
                  to={indexHref(topic.key, 1)}
                  className="chip"
                  aria-current={topic.key === category?.key ? 'page' : undefined}
                >
                  {topic.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The newest article leads the first page of every article, wide; the others follow in the grid. */}
        {lead ? (
          <div className="ideas-lead">
            <ArticleCards articles={[lead]} headingLevel={3} eagerCount={1} columns={1} />
          </div>
        ) : null}
        <ArticleCards articles={rest} headingLevel={3} eagerCount={lead ? 0 : 1} />
        {pages > 1 ? (
          <nav className="pagination" aria-label={t('Pages')}>
            <ul>
              {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
                <li key={number}>
                  <SiteLink
                    to={indexHref(category?.key ?? null, number)}
                    className="pagination__link"
                    aria-current={number === current ? 'page' : undefined}
                    aria-label={t('Page {number}', { number: String(number) })}
                  >
                    {number}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </section>
    </>
  );
}

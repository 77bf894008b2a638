// The Ideas feeds (docs/decisions/042-articles.md): /creative-design-ideas/feed.xml (RSS 2.0) and
// /creative-design-ideas/atom.xml (Atom 1.0), the 20 newest articles in the default language,
// written by the `feed` library from the same copy as the pages (scheduled articles appear and
// go with them).
import { Feed } from 'feed';
import type { Route } from './+types/ideas-feed';
import { DEFAULT_LOCALE, siteLocales } from '@agency/contract/locales';
import { getArticles } from '~/lib/content/articles.server';
import { contentContext } from '~/lib/content/context.server';
import { getPage } from '~/lib/content/pages.server';
import { getSiteSettings } from '~/lib/content/site-settings.server';
import { ideaPath } from '~/lib/articles';
import { mediaUrl } from '~/lib/media';
import { publicSiteUrl } from '~/lib/site-url.server';

const FEED_SIZE = 20;

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(contentContext);
  const settings = await getSiteSettings(site);
  const content = site.inLanguage({ locale: DEFAULT_LOCALE, locales: siteLocales(settings.locales) });
  const [articles, page] = await Promise.all([getArticles(content), getPage(content, 'creative-design-ideas')]);
  const base = publicSiteUrl(settings, content.site.env);
  const url = (path: string) => new URL(path, base).toString();
  const title = `${page?.title ?? 'Ideas'} | ${settings.agency_name}`;
  const newest = articles.slice(0, FEED_SIZE);
  const feed = new Feed({
    title,
    description: page?.summary ?? settings.default_description ?? title,
    id: url('/creative-design-ideas'),
    link: url('/creative-design-ideas'),
    language: DEFAULT_LOCALE,
    copyright: `© ${settings.agency_name}`,
    updated: newest[0] ? new Date(`${newest[0].date.slice(0, 10)}T00:00:00Z`) : new Date(0),
    feedLinks: { rss: url('/creative-design-ideas/feed.xml'), atom: url('/creative-design-ideas/atom.xml') },
    author: { name: settings.agency_name, link: base },
  });
  for (const article of newest)
    feed.addItem({
      title: article.title,
      id: url(ideaPath(article.slug)),
      link: url(ideaPath(article.slug)),
      description: article.excerpt,
      date: new Date(`${article.date.slice(0, 10)}T00:00:00Z`),
      author: [{ name: article.author_name }],
      category: (article.topics ?? []).map(({ name }) => ({ name })),
      ...(article.cover_image ? { image: url(mediaUrl(article.cover_image.id, 1200)) } : {}),
    });
  const atom = new URL(request.url).pathname.endsWith('/atom.xml');
  return new Response(atom ? feed.atom1() : feed.rss2(), {
    headers: {
      'Content-Type': `${atom ? 'application/atom+xml' : 'application/rss+xml'}; charset=utf-8`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}

import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// The route table (docs/product.md "Routes"). Content pages of the `pages` collection share one module (cms-page.tsx);
// its loader reads the slug from the route id.

/** The site's own pages, each also served in every other language (docs/decisions/036-languages.md). */
const pages: { path: string; file: string; id?: string }[] = [
  { path: 'form', file: 'routes/form.tsx' },
  { path: 'scan-card', file: 'routes/scan-card.tsx' },
  { path: 'industries', file: 'routes/industries.tsx' },
  { path: 'industries/original', file: 'routes/industries-original.tsx' },
  { path: 'industries/:slug', file: 'routes/industry.tsx' },
  { path: 'promos/:year/:month/:slug', file: 'routes/promo.tsx' },
  { path: 'contact-info', file: 'routes/contact-info.tsx' },
  { path: 'creative-services', file: 'routes/services.tsx' },
  { path: 'creative-services/:url', file: 'routes/service.tsx' },
  { path: 'creative-services/:url/old', file: 'routes/service-old.tsx' },
  { path: 'creative-design-ideas', file: 'routes/ideas.tsx' },
  { path: 'creative-design-ideas/:slug', file: 'routes/idea.tsx' },
  { path: 'creative-partnerships', file: 'routes/cms-page.tsx', id: 'page:creative-partnerships' },
  { path: 'creative-design-agency', file: 'routes/cms-page.tsx', id: 'page:creative-design-agency' },
  { path: 'privacy', file: 'routes/cms-page.tsx', id: 'page:privacy' },
  { path: 'creative-design-portfolio', file: 'routes/portfolio.tsx' },
  { path: 'creative-design-portfolio/:slug', file: 'routes/portfolio-item.tsx' },
  { path: 'search', file: 'routes/search.tsx' },
];

export default [
  layout('routes/layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    ...pages.map(({ path, file, id }) => (id ? route(path, file, { id }) : route(path, file))),
    // The same pages in another language, under its prefix (/es/creative-services/diseno-web). The
    // loaders answer 404 for a prefix that is no language of Site Settings (lib/locale-route.server.ts).
    ...pages.map(({ path, file, id }) => route(`:lang/${path}`, file, { id: `locale:${id ?? path}` })),
    // Any other address: a page an editor built there (in any language), a language's home page
    // (/es), a short link, or 404 (site-page.tsx).
    route(':token', 'routes/site-page.tsx', { id: 'site-page:one-segment' }),
    route('*', 'routes/site-page.tsx', { id: 'site-page:any' }),
  ]),
  layout('routes/layouts/temp-layout.tsx', [route('temporary', 'routes/cms-page.tsx', { id: 'page:temporary' })]),
  layout('routes/layouts/test-layout.tsx', [route('test', 'routes/cms-page.tsx', { id: 'page:test' })]),
  route('creative-design-partnerships', 'routes/partnerships-redirect.ts'),
  route('scan-card/contact.vcf', 'routes/scan-card-vcard.ts'),
  route('media/:id', 'routes/media.ts'),
  route('api/request-form/:action', 'routes/api.request-form.ts'),
  route('creative-design-ideas/feed.xml', 'routes/ideas-feed.ts', { id: 'ideas-feed:rss' }),
  route('creative-design-ideas/atom.xml', 'routes/ideas-feed.ts', { id: 'ideas-feed:atom' }),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('manifest.webmanifest', 'routes/web-manifest.ts'),
  route('site-texts/:file', 'routes/site-texts.ts'),
] satisfies RouteConfig;

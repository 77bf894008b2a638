import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// The route table (docs/product.md "Routes"). Content pages of the `pages` collection share one module (cms-page.tsx);
// its loader reads the slug from the route id.
export default [
  layout('routes/layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('form', 'routes/form.tsx'),
    route('scan-card', 'routes/scan-card.tsx'),
    route('industries', 'routes/industries.tsx'),
    route('industries/original', 'routes/industries-original.tsx'),
    route('industries/:slug', 'routes/industry.tsx'),
    route('promos/:year/:month/:slug', 'routes/promo.tsx'),
    route('contact-info', 'routes/contact-info.tsx'),
    route('creative-services', 'routes/services.tsx'),
    route('creative-services/:url', 'routes/service.tsx'),
    route('creative-services/:url/old', 'routes/service-old.tsx'),
    route('creative-design-ideas', 'routes/cms-page.tsx', { id: 'page:creative-design-ideas' }),
    route('creative-partnerships', 'routes/cms-page.tsx', { id: 'page:creative-partnerships' }),
    route('creative-design-agency', 'routes/cms-page.tsx', { id: 'page:creative-design-agency' }),
    route('privacy', 'routes/cms-page.tsx', { id: 'page:privacy' }),
    route('creative-design-portfolio', 'routes/portfolio.tsx'),
    route('creative-design-portfolio/:slug', 'routes/portfolio-item.tsx'),
    // Any other address: a page an editor built there, a short link, or 404 (site-page.tsx).
    route(':token', 'routes/site-page.tsx', { id: 'site-page:one-segment' }),
    route('*', 'routes/site-page.tsx', { id: 'site-page:any' }),
  ]),
  layout('routes/layouts/temp-layout.tsx', [route('temporary', 'routes/cms-page.tsx', { id: 'page:temporary' })]),
  layout('routes/layouts/test-layout.tsx', [route('test', 'routes/cms-page.tsx', { id: 'page:test' })]),
  route('creative-design-partnerships', 'routes/partnerships-redirect.ts'),
  route('scan-card/contact.vcf', 'routes/scan-card-vcard.ts'),
  route('media/:id', 'routes/media.ts'),
  route('api/request-form/:action', 'routes/api.request-form.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('manifest.webmanifest', 'routes/web-manifest.ts'),
] satisfies RouteConfig;

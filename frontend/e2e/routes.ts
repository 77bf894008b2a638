/** One path per route of docs/product.md "Routes" (dynamic segments filled with seeded content). */
export const ROUTES = [
  '/',
  '/form',
  '/test',
  '/scan-card',
  '/temporary',
  '/industries',
  '/industries/original',
  '/industries/hospitality',
  '/promos/2025/6/web',
  '/contact-info',
  '/creative-services',
  '/creative-services/web',
  '/creative-services/web/old',
  '/creative-design-ideas',
  // Ideas: an article with every kind of block, and one category's list (docs/decisions/042-articles.md).
  '/creative-design-ideas/what-a-rebrand-really-costs',
  '/creative-design-ideas?category=process',
  '/creative-partnerships',
  '/creative-design-agency',
  '/privacy',
  '/creative-design-portfolio',
  '/creative-design-portfolio/meridian-patient-portal',
  // A page an editor built from blocks (the demo page of every kind of block).
  '/offers/spring-rebrand',
  // The site search's page, with results (docs/decisions/043-site-search.md).
  '/search?q=brand',
  // The same pages in Spanish (docs/decisions/036-languages.md): longer words, other characters.
  '/es',
  '/es/creative-services/diseno-web',
  '/es/creative-design-portfolio/portal-del-paciente-meridian',
  '/es/form',
  '/es/ofertas/cambio-de-imagen-de-primavera',
  '/es/creative-design-ideas',
  '/es/creative-design-ideas/lo-que-cuesta-un-cambio-de-marca',
  '/es/search?q=diseno',
  '/this-page-does-not-exist',
];

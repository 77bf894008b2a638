// Every family of the content copy, in one place (docs/decisions/035-content-gateway.md). A new
// family is one module of lib/content/ and one entry here, named after its entry in the contract
// (packages/contract collections), which gives the collections it is built from.
import { articlesFamily } from './articles.server';
import type { FamilyHandle, FamilySpec } from './family.server';
import { formFamily } from './form.server';
import { industriesFamily } from './industries.server';
import { pageBlocksFamily, pagesFamily } from './pages.server';
import { portfolioFamily } from './portfolio.server';
import { promosFamily } from './promos.server';
import { redirectsFamily } from './redirects.server';
import { servicesFamily } from './services.server';
import { shortLinksFamily } from './short-links.server';
import { siteSettingsFamily } from './site-settings.server';

/** Opens one family: defines it in a store and gives its handle, typed as the family reads. */
export type OpenFamily = <T>(family: FamilySpec<T>) => FamilyHandle<T>;

/** Every family, opened with `open`, by the name the site's reads use. */
export function openFamilies(open: OpenFamily) {
  return {
    siteSettings: open(siteSettingsFamily),
    services: open(servicesFamily),
    industries: open(industriesFamily),
    portfolio: open(portfolioFamily),
    promos: open(promosFamily),
    pages: open(pagesFamily),
    pageBlocks: open(pageBlocksFamily),
    articles: open(articlesFamily),
    shortLinks: open(shortLinksFamily),
    redirects: open(redirectsFamily),
    form: open(formFamily),
  };
}

export type Families = ReturnType<typeof openFamilies>;

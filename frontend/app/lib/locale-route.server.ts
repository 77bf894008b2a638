// The language of a request (docs/decisions/036-languages.md): the prefix of its address when that
// is a language of Site Settings (/es/…), else the default. The site's pages answer under every
// language's prefix (routes.ts); a prefix that is no language of the site is a 404, and the
// default's own prefix (/en/…) leads to the address without it. An item's default-language slug
// under another language's prefix leads to its slug in that language (/es/creative-services/web →
// /es/creative-services/diseno-web), as a link shared before the translation would need.
import { DEFAULT_LOCALE, isLocaleCode, siteLocales } from '@agency/contract/locales';
import { redirect, type MiddlewareFunction } from 'react-router';
import { contentAddresses, translatedAddress } from './content/addresses.server';
import { contentContext } from './content/context.server';
import type { RequestContent } from './content/request.server';
import { localePath, splitLocale } from './locale';
import { pageUrlOf } from './request-path.server';
import { notFound } from './responses.server';

/** The site's languages, from the content copy; the default alone while the settings cannot be read. */
async function languagesOf(content: RequestContent) {
  try {
    return siteLocales((await content.read(content.families.siteSettings)).locales);
  } catch {
    // The CMS is down with no copy at hand: the page itself answers 503 if it needs content.
    return siteLocales(null);
  }
}

/**
 * Sets the request's language for every loader of the site's pages (the default layout's
 * middleware: it runs before any loader, the root's included). Every page knows the site's
 * languages: the switcher and `hreflang` list them.
 */
export const localeMiddleware: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  const url = pageUrlOf(request);
  const { pathname } = url;
  const first = pathname.split('/', 2)[1] ?? '';
  if (params['lang'] !== undefined && !isLocaleCode(first)) notFound(request);
  const content = context.get(contentContext);
  const locales = await languagesOf(content);
  const { locale } = splitLocale(
    pathname,
    locales.map(({ code }) => code),
  );
  if (params['lang'] !== undefined && locale === DEFAULT_LOCALE) {
    if (first === DEFAULT_LOCALE) throw redirect(`${pathname.slice(first.length + 1) || '/'}${url.search}`, 301);
    notFound(request);
  }
  const inLanguage = content.inLanguage({ locale, locales });
  context.set(contentContext, inLanguage);
  const response = await next();
  if (response.status !== 404 || locale === DEFAULT_LOCALE) return response;
  const path = pathname.slice(locale.length + 1) || '/';
  const translated = translatedAddress(await contentAddresses(inLanguage), path, locale);
  return translated ? redirect(`${localePath(locale, translated)}${url.search}`, 301) : response;
};

/** The request's address without its locale's prefix: the page's address in the default locale's terms. */
export function pagePath(request: Request, content: Pick<RequestContent, 'locale'>): string {
  const { pathname } = pageUrlOf(request);
  return content.locale === DEFAULT_LOCALE ? pathname : pathname.slice(content.locale.length + 1) || '/';
}

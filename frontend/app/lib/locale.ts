// The site's languages on the page (docs/decisions/036-languages.md): a locale's addresses are the
// default's under its prefix (/es/creative-services/diseno-web), and every page knows its locale
// and the site's locales from the root route's data (root.tsx). Safe on the client.
import { DEFAULT_LOCALE, type Locale } from '@agency/contract/locales';
import { isRecord } from '@agency/contract/guards';
import { useRouteLoaderData } from 'react-router';

export { DEFAULT_LOCALE, type Locale };

/** `path` (an address of the default locale) in `locale`: the same under its prefix. */
export function localePath(locale: string, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/'
    ? `/${locale}`
    : path.startsWith('/?') || path.startsWith('/#')
      ? `/${locale}${path.slice(1)}`
      : `/${locale}${path}`;
}

/** The locale a path is in (its prefix, when it is one of `codes`) and the path without it. */
export function splitLocale(pathname: string, codes: readonly string[]): { locale: string; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first === DEFAULT_LOCALE || !codes.includes(first)) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: first, path: `/${rest.join('/')}` };
}

/** What the root route tells every page about languages. */
export interface PageLocales {
  /** The page's locale. */
  locale: string;
  /** The site's locales, the default first. */
  locales: Locale[];
}

const DEFAULT_PAGE_LOCALES: PageLocales = {
  locale: DEFAULT_LOCALE,
  locales: [{ code: DEFAULT_LOCALE, name: 'English' }],
};

const isLocale = (value: unknown): value is Locale =>
  isRecord(value) && typeof value.code === 'string' && typeof value.name === 'string';

/** The languages of root's data (`site`), whatever shape it is in. */
export function pageLocalesOf(site: unknown): PageLocales {
  if (!isRecord(site) || typeof site.locale !== 'string' || !Array.isArray(site.locales)) return DEFAULT_PAGE_LOCALES;
  const locales = site.locales.filter(isLocale);
  return locales.length > 0 ? { locale: site.locale, locales } : DEFAULT_PAGE_LOCALES;
}

/** The page's locale and the site's locales. */
export function usePageLocales(): PageLocales {
  const root = useRouteLoaderData('root');
  return pageLocalesOf(isRecord(root) ? root.site : undefined);
}

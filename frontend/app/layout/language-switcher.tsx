// The language switcher (header and mobile menu, docs/decisions/036-languages.md): the same page in
// each other language of the site, or that language's home page where the page has no
// translation. The choice is remembered in this browser (a strictly necessary preference: it
// only keeps the language hint from asking again), never sent anywhere.
import { useLocation, useMatches } from 'react-router';
import { isRecord } from '@agency/contract/guards';
import { SiteLink } from '~/components/site-link';
import { localePath, splitLocale, usePageLocales } from '~/lib/locale';
import { rememberLanguage } from '~/lib/language-choice';
import { useT } from '~/lib/messages';

/** The page's addresses by locale, from the deepest route that names them (item pages), else none. */
function useAlternates(): Record<string, string> | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const alternates = isRecord(match.loaderData) ? match.loaderData['alternates'] : undefined;
    if (isRecord(alternates))
      return Object.fromEntries(
        Object.entries(alternates).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
  }
  return null;
}

/** Where each language leads from this page: the same page in it, or its home where the page has no translation. */
export function useLanguageTargets() {
  const { locales } = usePageLocales();
  // The address only: a query string is the visitor's own and must not go into a page others may
  // be served from the cache (README "The read path").
  const { pathname } = useLocation();
  const alternates = useAlternates();
  const { path } = splitLocale(
    pathname,
    locales.map(({ code }) => code),
  );
  return (code: string) => {
    if (!alternates) return localePath(code, path);
    const address = alternates[code];
    return address ? localePath(code, address) : localePath(code, '/');
  };
}

export function LanguageSwitcher() {
  const { locale, locales } = usePageLocales();
  const targetIn = useLanguageTargets();
  const t = useT();
  // The other languages: the page's own is the one it is read in.
  const others = locales.filter(({ code }) => code !== locale);
  if (others.length === 0) return null;
  return (
    <ul className="language-switcher" aria-label={t('Language')}>
      {others.map(({ code, name }) => (
        <li key={code}>
          <SiteLink
            to={targetIn(code)}
            localized={false}
            lang={code}
            hrefLang={code}
            className="language-switcher__link"
            onClick={() => rememberLanguage(code)}
          >
            {name}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

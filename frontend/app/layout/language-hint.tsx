// The language hint (docs/decisions/036-languages.md): when the browser prefers another language
// of the site than the page's, and the visitor has neither chosen a language nor dismissed the
// hint, a small notice offers the same page in that language. Never a redirect: every address is
// one page for everyone. Started once the page is idle (root-idle.tsx): it costs no first load.
import { useState } from 'react';
import { SiteLink } from '~/components/site-link';
import { usePageLocales, type Locale } from '~/lib/locale';
import { rememberLanguage, rememberedLanguage } from '~/lib/language-choice';
import { useT } from '~/lib/messages';
import { useLanguageTargets } from './language-switcher';

/** The site's locale the browser prefers most, by its languages in order (es-MX → es). */
export function preferredLocale(languages: readonly string[], locales: readonly Locale[]): Locale | null {
  for (const language of languages) {
    const wanted = language.toLowerCase();
    const exact = locales.find(({ code }) => code === wanted);
    const base = locales.find(({ code }) => code === wanted.split('-')[0]);
    if (exact ?? base) return exact ?? base ?? null;
  }
  return null;
}

export function LanguageHint() {
  const { locale, locales } = usePageLocales();
  const targetIn = useLanguageTargets();
  const t = useT();
  // Rendered on the client only (after idle): the browser's languages are at hand.
  const [answered, setAnswered] = useState(() => rememberedLanguage() !== null);
  const preferred = answered || locales.length < 2 ? null : preferredLocale(navigator.languages, locales);
  const offer = preferred && preferred.code !== locale ? preferred : null;
  if (!offer) return null;
  const target = targetIn(offer.code);
  const choose = (code: string) => {
    rememberLanguage(code);
    setAnswered(true);
  };
  return (
    <aside className="language-hint" aria-label={t('Language')}>
      <SiteLink
        to={target}
        localized={false}
        lang={offer.code}
        hrefLang={offer.code}
        onClick={() => choose(offer.code)}
      >
        {offer.name}
      </SiteLink>
      <button type="button" className="language-hint__close" onClick={() => choose(locale)}>
        {t('Stay in this language')}
      </button>
    </aside>
  );
}

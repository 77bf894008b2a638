// The header's search box (README "Site search", docs/decisions/043-site-search.md): a button that
// opens a popover with a GET form to the search page, which works before and without JavaScript
// (the popover's `autofocus` field takes the focus when it opens). What scripts add, `/` to open
// it, a submit that stays within the site and the results as you type, starts once the page is
// idle (search-box-runtime.tsx): none of that code is in the first load.
import { localePath, usePageLocales } from '~/lib/locale';
import { useT } from '~/lib/messages';

export const SEARCH_PANEL_ID = 'site-search';
export const SEARCH_INPUT_ID = 'site-search-query';

export function HeaderSearch() {
  const t = useT();
  const { locale } = usePageLocales();
  return (
    <>
      <button
        type="button"
        className="search-toggle"
        popoverTarget={SEARCH_PANEL_ID}
        aria-keyshortcuts="/"
        title={t('Search (/)')}
      >
        <span className="visually-hidden">{t('Search')}</span>
        <svg className="search-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
      </button>
      <div id={SEARCH_PANEL_ID} className="site-search" popover="auto">
        {/* A plain form (React Router's Form would add its code to every page's first load). */}
        <form method="get" action={localePath(locale, '/search')} role="search" className="site-search__form">
          <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
            {t('Search the site')}
          </label>
          <input
            id={SEARCH_INPUT_ID}
            className="search-form__input"
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('Services, work, industries…')}
            // Focused by the browser when the popover opens (a hidden field is never focused on load).
            autoFocus
          />
          <button type="submit" className="button">
            {t('Search')}
          </button>
        </form>
      </div>
    </>
  );
}

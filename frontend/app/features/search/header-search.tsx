// The header's search box (README "Site search", docs/decisions/043-site-search.md): a button that
// opens a popover with a GET form to the search page, which works before and without JavaScript.
// `/` opens it (not while typing in a field, nor in a dialog). The results as you type are code of
// their own (live-search.tsx), loaded when the box's field first gets the focus: none of that code
// is in the first load.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { localePath, usePageLocales } from '~/lib/locale';
import { useT } from '~/lib/messages';

const LiveSearch = lazy(() => import('./live-search'));

const PANEL_ID = 'site-search';
const INPUT_ID = 'site-search-query';

/**
 * Whether a key pressed there is typing (`/` then belongs to the field), or pressed in a dialog
 * (the request drawer), which keeps the keyboard to itself.
 */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], dialog') !== null);

export function HeaderSearch() {
  const t = useT();
  const { locale } = usePageLocales();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [live, setLive] = useState(false);
  const navigate = useNavigate();
  const action = localePath(locale, '/search');

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      if (!panel.current?.matches(':popover-open')) panel.current?.showPopover();
      // What the field holds is selected: typing replaces it.
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="search-toggle"
        popoverTarget={PANEL_ID}
        aria-keyshortcuts="/"
        title={t('Search (/)')}
      >
        <span className="visually-hidden">{t('Search')}</span>
        <svg className="search-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
      </button>
      <div
        id={PANEL_ID}
        ref={panel}
        className="site-search"
        popover="auto"
        onToggle={(event) => {
          if (event.newState === 'open') input.current?.focus();
        }}
      >
        {/* A plain form (React Router's Form would add its code to every page's first load): once
            hydrated, its submit is a navigation within the site. */}
        <form
          method="get"
          action={action}
          role="search"
          className="site-search__form"
          onSubmit={(event) => {
            event.preventDefault();
            panel.current?.hidePopover();
            // The search page's address as the form would make it (lib/search/query.ts is not imported
            // here: it would be a chunk of its own in every first load).
            const q = input.current?.value.trim() ?? '';
            void navigate(q ? `${action}?${new URLSearchParams({ q })}` : action);
          }}
        >
          <label htmlFor={INPUT_ID} className="visually-hidden">
            {t('Search the site')}
          </label>
          <input
            ref={input}
            id={INPUT_ID}
            className="search-form__input"
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('Services, work, industries…')}
            onFocus={() => setLive(true)}
          />
          <button type="submit" className="button">
            {t('Search')}
          </button>
        </form>
        {live ? (
          <Suspense fallback={null}>
            <LiveSearch panel={panel} input={input} toggle={toggle} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}

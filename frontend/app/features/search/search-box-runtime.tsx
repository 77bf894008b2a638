// What scripts add to the header's search box (header-search.tsx), started once the page is idle
// (root-idle.tsx; docs/decisions/043-site-search.md): `/` opens the box (not while typing in a
// field, nor in a dialog), its form's submit is a navigation within the site, and the results as
// you type (live-search.tsx) load when its field first gets the focus. The box is found by its
// id, so a layout without it (the temporary page's) simply has none of this.
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { SEARCH_INPUT_ID, SEARCH_PANEL_ID } from './header-search';

const LiveSearch = lazy(() => import('./live-search'));

/**
 * Whether a key pressed there is typing (`/` then belongs to the field), or pressed in a dialog
 * (the request drawer), which keeps the keyboard to itself.
 */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], dialog') !== null);

const panelOf = (element: Element | null) => element?.closest<HTMLElement>(`#${SEARCH_PANEL_ID}`) ?? null;

export function SearchBoxRuntime() {
  const navigate = useNavigate();
  // The box whose field has had the focus (before this code ran, too): the results as you type are shown in it.
  const [panel, setPanel] = useState<HTMLElement | null>(() =>
    document.activeElement?.id === SEARCH_INPUT_ID ? panelOf(document.activeElement) : null,
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const box = document.getElementById(SEARCH_PANEL_ID);
      const field = document.getElementById(SEARCH_INPUT_ID);
      if (!box || !(field instanceof HTMLInputElement)) return;
      event.preventDefault();
      if (!box.matches(':popover-open')) box.showPopover();
      // What the field holds is selected: typing replaces it.
      field.focus();
      field.select();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.id === SEARCH_INPUT_ID) setPanel(panelOf(event.target));
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      const box = form instanceof HTMLFormElement ? panelOf(form) : null;
      if (!box || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      box.hidePopover();
      // The search page's address as the form would make it.
      const action = form.getAttribute('action') ?? '/search';
      const q = String(new FormData(form).get('q') ?? '').trim();
      void navigate(q ? `${action}?${new URLSearchParams({ q })}` : action);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('submit', onSubmit);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('submit', onSubmit);
    };
  }, [navigate]);

  if (!panel?.isConnected) return null;
  return createPortal(
    <Suspense fallback={null}>
      <LiveSearch panel={panel} />
    </Suspense>,
    panel,
  );
}

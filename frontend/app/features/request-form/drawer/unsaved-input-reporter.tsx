import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { registerUnsavedInput, unsavedInputChanged } from '~/features/pwa/unsaved-input';
import { announceReload } from '~/lib/planned-reload';
import { useRequestDrawer } from './request-drawer-context';
import { draftHasInput, loadDraft } from '../request-draft';
import { FORM_PAGE_PATH } from '../service-context';

/**
 * Tells the app runtime (features/pwa) whether a request form holds unsaved input, so that a
 * reload for a new version waits for it: while the drawer is open or /form is shown, and the draft
 * (saved by the open form first) holds something the visitor typed or chose.
 */
export function UnsavedInputReporter() {
  const { isOpen } = useRequestDrawer();
  const { pathname } = useLocation();
  const formShown = isOpen || pathname === FORM_PAGE_PATH;
  const shown = useRef(formShown);
  useEffect(() => {
    shown.current = formShown;
    unsavedInputChanged();
  }, [formShown]);
  useEffect(
    () =>
      registerUnsavedInput(() => {
        if (!shown.current) return false;
        announceReload();
        const draft = loadDraft();
        return draft !== null && draftHasInput(draft.values, draft.service);
      }),
    [],
  );
  return null;
}

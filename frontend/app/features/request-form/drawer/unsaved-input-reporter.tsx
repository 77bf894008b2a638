import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { registerUnsavedInput, unsavedInputChanged } from '~/features/pwa/unsaved-input';
import { announceReload } from '~/lib/planned-reload';
import { useRequestDrawer } from './request-drawer-context';
import { draftStored } from '../draft-storage';
import type * as RequestDraft from '../request-draft';
import { FORM_PAGE_PATH } from '../service-context';

type DraftModule = typeof RequestDraft;
let draftModule: DraftModule | undefined;

/** The draft's code: part of the form's, so loaded by the time a form is shown; not before. */
const loadDraftModule = () =>
  import('../request-draft').then(
    (module) => (draftModule = module),
    () => undefined,
  );

/**
 * Tells the app runtime (features/pwa) whether a request form holds unsaved input, so that a
 * reload for a new version waits for it: while the drawer is open or /form is shown, and the draft
 * (saved by the open form first) holds something the visitor typed or chose. The draft's code
 * (and the form's rules it needs) comes with the form: no page's first load carries it.
 */
export function UnsavedInputReporter() {
  const { isOpen } = useRequestDrawer();
  const { pathname } = useLocation();
  const formShown = isOpen || pathname === FORM_PAGE_PATH;
  const shown = useRef(formShown);
  useEffect(() => {
    shown.current = formShown;
    if (formShown) void loadDraftModule();
    unsavedInputChanged();
  }, [formShown]);
  useEffect(
    () =>
      registerUnsavedInput(() => {
        if (!shown.current) return false;
        announceReload();
        // Before the draft's code arrives (a moment after the form shows), a stored draft counts.
        if (!draftModule) return draftStored();
        const draft = draftModule.loadDraft();
        return draft !== null && draftModule.draftHasInput(draft.values, draft.service);
      }),
    [],
  );
  return null;
}

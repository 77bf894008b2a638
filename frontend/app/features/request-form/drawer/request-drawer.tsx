// The request drawer (vaul). Loaded on intent; fetches the form definition at every opening, so
// an option an editor hid is gone at the next opening.
import type { FormDefinition } from '@agency/request-rules/definition';
import { useEffect, useRef, useState } from 'react';
import { Drawer } from 'vaul';
import { NewVersionNotice } from '~/features/pwa/new-version-notice';
import { useT } from '~/lib/messages';
import { RequestForm } from '../request-form';
import { fetchDefinition } from '../definition-api';
import { usePageLocales } from '~/lib/locale';
import { useRequestDrawer } from './request-drawer-context';

// docs/product.md "Constants": close threshold 0.25, scroll lock 100 ms; the 0.5 s animation is vaul's own duration.
export const DRAWER_CLOSE_THRESHOLD = 0.25;
export const DRAWER_SCROLL_LOCK_MS = 100;
export const DRAWER_ANIMATION_S = 0.5;

/** Where the focus goes when the drawer closes: its opener, else (hidden meanwhile, e.g. in the closed menu) the menu button, else the page. */
function returnFocus(opener: HTMLElement | null) {
  const visible = (element: HTMLElement | null | undefined) =>
    element?.isConnected && element.checkVisibility({ visibilityProperty: true }) ? element : null;
  const main = document.getElementById('main');
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  (
    visible(opener) ??
    visible(opener?.closest('header')?.querySelector<HTMLElement>('[popovertarget]')) ??
    main
  )?.focus();
}

export default function RequestDrawer() {
  const t = useT();
  const { locale } = usePageLocales();
  const { isOpen, openings, service, close, opener } = useRequestDrawer();
  const [definition, setDefinition] = useState<FormDefinition | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Each opening and each "Try again" loads the definition anew; the one that failed is remembered. */
  const load = `${openings}:${attempt}`;
  const [failedLoad, setFailedLoad] = useState<string | null>(null);
  const failed = failedLoad === load;
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const controller = new AbortController();
    fetchDefinition(locale, controller.signal)
      .then(setDefinition)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('Request form definition could not be loaded:', error);
          setFailedLoad(load);
        }
      });
    return () => controller.abort();
  }, [isOpen, load, locale]);

  return (
    <Drawer.Root
      open={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      closeThreshold={DRAWER_CLOSE_THRESHOLD}
      scrollLockTimeout={DRAWER_SCROLL_LOCK_MS}
      // Focus moves into the drawer when it opens (to the step's heading once the form is there),
      // and back to its call to action when it closes.
      autoFocus
    >
      <Drawer.Portal>
        <Drawer.Overlay className="drawer__overlay" />
        <Drawer.Content
          ref={content}
          className="drawer"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // The form, when it is already there, has put the focus on its step's heading.
            event.preventDefault();
            if (!content.current?.contains(document.activeElement)) content.current?.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
          }}
          // A click on a toast (its action, its close button) is not a click outside the drawer.
          onInteractOutside={(event) => {
            if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]'))
              event.preventDefault();
          }}
        >
          <div className="drawer__handle" aria-hidden="true" />
          <div className="drawer__header">
            <Drawer.Title className="drawer__title">{t('Start a project')}</Drawer.Title>
            <Drawer.Close className="drawer__close" aria-label={t('Close the request form')}>
              ×
            </Drawer.Close>
          </div>
          <NewVersionNotice />
          <div className="drawer__body">
            {definition ? (
              <RequestForm
                key={`${service?.serviceUrl ?? 'general'}:${definition.antiSpam.formToken}`}
                definition={definition}
                service={service}
                onClose={close}
                headingLevel={3}
                focusOnMount
              />
            ) : failed ? (
              <div className="drawer__state" role="alert">
                <p>{t('The form could not be loaded. Please check your connection.')}</p>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => setAttempt((count) => count + 1)}
                >
                  {t('Try again')}
                </button>
              </div>
            ) : (
              <p className="drawer__state" role="status">
                {t('Loading the form…')}
              </p>
            )}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

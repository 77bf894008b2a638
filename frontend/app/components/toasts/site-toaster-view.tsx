import { useEffect, useRef } from 'react';
import { Toaster } from 'sonner';
import { installToastSwipeThreshold } from './swipe-threshold';
import { TOASTER_OPTIONS } from './toaster-options';
import { useT } from '~/lib/messages';

/**
 * Keeps the front toast's height on the document (--toast-height): the open drawer leaves that
 * much room above itself (app.css), so a toast never covers the drawer's controls.
 */
function useToastHeightOnDocument() {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      const list = area.current?.querySelector<HTMLElement>('[data-sonner-toaster]');
      root.style.setProperty('--toast-height', list?.style.getPropertyValue('--front-toast-height') || '0px');
    };
    const observer = new MutationObserver(update);
    if (area.current)
      observer.observe(area.current, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-height');
    };
  }, []);
  return area;
}

/** The toast area (top centre), with the settings of docs/product.md "Constants": loaded by site-toaster.tsx. */
export default function SiteToasterView() {
  useEffect(() => installToastSwipeThreshold(), []);
  const area = useToastHeightOnDocument();
  const t = useT();
  return (
    <div ref={area} className="toast-area">
      <Toaster
        {...TOASTER_OPTIONS}
        toastOptions={{ ...TOASTER_OPTIONS.toastOptions, closeButtonAriaLabel: t('Close toast') }}
        position="top-center"
      />
    </div>
  );
}

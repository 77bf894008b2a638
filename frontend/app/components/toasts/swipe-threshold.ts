// sonner 2 dismisses a toast once it is swiped 45 px (a constant it does not let us set); docs/product.md "Constants"
// says 20 px. Just before sonner reads the swipe on pointerup, a swipe of 20 px or more is
// stretched to sonner's own threshold, so that sonner dismisses the toast itself (its direction
// rules, animation and callbacks stay sonner's).
import { TOAST_SWIPE_THRESHOLD_PX } from './toaster-options';

/** sonner's SWIPE_THRESHOLD (node_modules/sonner/dist/index.mjs). */
const SONNER_SWIPE_THRESHOLD_PX = 45;

function stretch(toast: HTMLElement, property: '--swipe-amount-x' | '--swipe-amount-y', threshold: number) {
  const amount = Number.parseFloat(toast.style.getPropertyValue(property)) || 0;
  if (Math.abs(amount) >= threshold && Math.abs(amount) < SONNER_SWIPE_THRESHOLD_PX)
    toast.style.setProperty(property, `${Math.sign(amount) * SONNER_SWIPE_THRESHOLD_PX}px`);
}

/** Installs the threshold on the whole page (capture phase: before React's own listeners). */
export function installToastSwipeThreshold(threshold = TOAST_SWIPE_THRESHOLD_PX) {
  const onPointerUp = (event: PointerEvent) => {
    const toast = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-sonner-toast]') : null;
    if (!toast || toast.dataset.swiping !== 'true') return;
    stretch(toast, '--swipe-amount-x', threshold);
    stretch(toast, '--swipe-amount-y', threshold);
  };
  window.addEventListener('pointerup', onPointerUp, true);
  return () => window.removeEventListener('pointerup', onPointerUp, true);
}

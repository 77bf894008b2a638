import type { ToasterProps } from 'sonner';

// Toasts (docs/product.md "Toasts", "Constants"): 4000 ms, at most 3 visible, gap 14, width 356 (sonner's fixed toast
// width), offset 32 on every screen (sonner would use 16 px on phones), swipe 20 px (swipe-threshold.ts),
// hotkey Alt+T, close label 'Close toast'. The top offset counts from the sticky header's lower edge
// (--toast-top-edge in app.css), so that no toast covers the header; with the drawer open, the
// header is behind its overlay and the drawer leaves room above itself.
export const TOAST_DURATION_MS = 4000;
export const TOAST_OFFSET_PX = 32;
export const TOAST_SWIPE_THRESHOLD_PX = 20;

const TOAST_OFFSET = {
  top: `calc(var(--toast-top-edge, 0px) + ${TOAST_OFFSET_PX}px)`,
  right: TOAST_OFFSET_PX,
  bottom: TOAST_OFFSET_PX,
  left: TOAST_OFFSET_PX,
};

export const TOASTER_OPTIONS = {
  duration: TOAST_DURATION_MS,
  visibleToasts: 3,
  gap: 14,
  offset: TOAST_OFFSET,
  mobileOffset: TOAST_OFFSET,
  hotkey: ['altKey', 'KeyT'],
  closeButton: true,
  containerAriaLabel: 'Notifications',
  toastOptions: { closeButtonAriaLabel: 'Close toast' },
} satisfies ToasterProps;

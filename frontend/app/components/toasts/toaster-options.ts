import type { ToasterProps } from 'sonner';

// Toasts (docs/product.md "Constants"): 4000 ms, at most 3 visible, gap 14, width 356 (sonner's fixed toast width),
// offset 32 on every screen (sonner would use 16 px on phones), swipe 20 px (swipe-threshold.ts),
// hotkey Alt+T, close label 'Close toast'.
export const TOAST_DURATION_MS = 4000;
export const TOAST_OFFSET_PX = 32;
export const TOAST_SWIPE_THRESHOLD_PX = 20;

export const TOASTER_OPTIONS = {
  duration: TOAST_DURATION_MS,
  visibleToasts: 3,
  gap: 14,
  offset: TOAST_OFFSET_PX,
  mobileOffset: TOAST_OFFSET_PX,
  hotkey: ['altKey', 'KeyT'],
  closeButton: true,
  containerAriaLabel: 'Notifications',
  toastOptions: { closeButtonAriaLabel: 'Close toast' },
} satisfies ToasterProps;

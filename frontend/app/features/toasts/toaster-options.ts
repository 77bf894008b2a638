import type { ToasterProps } from 'sonner';

// Toasts (docs/product.md "Constants"): 4000 ms, at most 3 visible, gap 14, width 356 (sonner's fixed toast width),
// offset 32, swipe to dismiss at sonner's own fixed threshold, hotkey Alt+T, close label 'Close toast'.
export const TOAST_DURATION_MS = 4000;

export const TOASTER_OPTIONS = {
  duration: TOAST_DURATION_MS,
  visibleToasts: 3,
  gap: 14,
  offset: 32,
  hotkey: ['altKey', 'KeyT'],
  closeButton: true,
  containerAriaLabel: 'Notifications',
  toastOptions: { closeButtonAriaLabel: 'Close toast' },
} satisfies ToasterProps;

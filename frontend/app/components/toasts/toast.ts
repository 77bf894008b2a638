// The site's toasts without sonner in any page's first load (README "Performance"): sonner (about
// 10 KB gzip) loads once the page is interactive, or at the first toast if that comes sooner. A
// toast asked for before sonner is there is shown as soon as it is: calls keep their order, and
// sonner's Toaster takes the toasts made before it subscribed.
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']>[0];

let loading: Promise<Sonner> | null = null;
const requestListeners = new Set<() => void>();

/** Loads sonner (once; a failed load is tried again at the next call). */
export function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner').catch((error: unknown) => {
      loading = null;
      throw error;
    });
    requestListeners.forEach((listener) => listener());
  }
  return loading;
}

/** Whether sonner was asked for; `onSonnerRequested` tells when it is. */
export const sonnerRequested = () => loading !== null;

export function onSonnerRequested(listener: () => void) {
  requestListeners.add(listener);
  return () => void requestListeners.delete(listener);
}

function withSonner(show: (toast: Sonner['toast']) => void) {
  loadSonner().then(
    (sonner) => show(sonner.toast),
    // The chunk could not load (offline before it was cached, or a deployment replaced it): the
    // page itself still says what happened; nothing else to do here.
    (error: unknown) => console.warn('Toast not shown:', error),
  );
}

/** sonner's `toast`, for the calls the site makes. */
export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => withSonner((show) => show(message, options)),
  {
    success: (message: Message, options?: ExternalToast) => withSonner((show) => show.success(message, options)),
    error: (message: Message, options?: ExternalToast) => withSonner((show) => show.error(message, options)),
    info: (message: Message, options?: ExternalToast) => withSonner((show) => show.info(message, options)),
    dismiss: (id?: string | number) => withSonner((show) => show.dismiss(id)),
  },
);

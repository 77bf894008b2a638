// The admin's Visual Editor (README "For editors"): when the site is open inside it, the
// elements marked with data-directus (lib/visual-editing.server.ts) become editable in place
// through @directus/visual-editing. Anywhere else nothing loads: the library is fetched only
// inside a frame, and only the admin's origin may frame the site (frame-ancestors).
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** How long Directus' change hook takes to reach the site's copy, with room to spare. */
const CHANGE_DELAY_MS = 1_500;

export function VisualEditing({ directusUrl }: { directusUrl: string | null }) {
  const { pathname } = useLocation();
  const idle = useNavigation().state === 'idle';
  useEffect(() => {
    if (!directusUrl || !idle || window.parent === window) return;
    let cancelled = false;
    let applied: { remove(): void } | undefined;
    void import('@directus/visual-editing')
      .then(({ apply }) =>
        // A saved change shows once the site has it: the page loads again (scroll kept by the browser).
        apply({ directusUrl, onSaved: () => setTimeout(() => window.location.reload(), CHANGE_DELAY_MS) }),
      )
      .then((handle) => {
        if (cancelled) handle?.remove();
        else applied = handle;
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      applied?.remove();
    };
  }, [directusUrl, pathname, idle]);
  return null;
}

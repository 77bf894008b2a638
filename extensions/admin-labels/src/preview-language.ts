// The language of the admin's Live Preview (README "For editors", docs/decisions/023-preview.md):
// the Translations interface remembers the language an editor translates into, in this browser
// (localStorage), and hands it to Directus' preview route as a cookie scoped to that route
// (extensions/website-access/src/preview.ts reads it). Null: English, the item's own fields.

/** The cookie the preview route reads; the same name as its localStorage entry. */
export const PREVIEW_LANGUAGE = 'site-preview-language';

/** The path of Directus' preview route, from the admin's address (Directus may live under a path). */
const previewRoute = () => `${window.location.pathname.split('/admin')[0] ?? ''}/site-preview`;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(PREVIEW_LANGUAGE);
  } catch {
    return null;
  }
}

/** Writes the cookie the preview route reads (none: English). */
function writeCookie(code: string | null) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = code
    ? `${PREVIEW_LANGUAGE}=${encodeURIComponent(code)}; Path=${previewRoute()}; SameSite=Lax; Max-Age=31536000${secure}`
    : `${PREVIEW_LANGUAGE}=; Path=${previewRoute()}; SameSite=Lax; Max-Age=0${secure}`;
}

/** The language the Live Preview shows, as remembered; the cookie is written again from it. */
export function rememberedPreviewLanguage(): string | null {
  const code = readStored();
  writeCookie(code);
  return code;
}

/** Directus' Live Preview pane reloads from its preview URL (the admin's own global, Directus 12). */
function reloadLivePreview() {
  const reload: unknown = Reflect.get(window, 'refreshLivePreview');
  if (typeof reload === 'function') reload();
}

/** Shows the Live Preview in `code` (null: English): remembered, and the open pane reloaded when it changes. */
export function choosePreviewLanguage(code: string | null) {
  if (readStored() === code) return;
  try {
    if (code) window.localStorage.setItem(PREVIEW_LANGUAGE, code);
    else window.localStorage.removeItem(PREVIEW_LANGUAGE);
  } catch {
    // Storage refused (a private window's quota): the cookie still carries the choice until the tab closes.
  }
  writeCookie(code);
  reloadLivePreview();
}

// The visitor's choice of language, kept in this browser (docs/decisions/036-languages.md): a
// strictly necessary preference, so no consent is asked for it. It is never sent to the server:
// pages are the same for everyone at one address (caches and crawlers see what visitors see).
const KEY = 'site-language';

export function rememberLanguage(code: string) {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // storage refused (private mode, quota): the choice is simply not remembered
  }
}

export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

// Where the request draft is kept (request-draft.ts reads and writes it): a module of its own, so
// that code of every page can ask whether a draft exists without loading the form's rules.

export const DRAFT_STORAGE_KEY = 'agency.request-draft.v1';

/** Whether a draft is stored at all, whatever it holds. */
export function draftStored() {
  try {
    return window.localStorage.getItem(DRAFT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

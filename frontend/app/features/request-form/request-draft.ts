// The request draft, kept in localStorage so that nothing typed is lost: restored after a reload
// or in a new tab, cleared only once the server has stored the request (201).
import { FORM_FIELD_NAMES } from '@agency/request-rules/catalogue';
import type { RequestValues } from './request-values';
import type { ServiceContext } from './service-context';

export const DRAFT_STORAGE_KEY = 'agency.request-draft.v1';

export interface RequestDraft {
  values: RequestValues;
  step: number;
  /** Generated once per draft; every submission attempt of this draft sends it. */
  idempotencyKey: string;
  service: ServiceContext | null;
  updatedAt: number;
}

export function newIdempotencyKey() {
  return crypto.randomUUID();
}

export function loadDraft(): RequestDraft | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as RequestDraft;
    return draft && typeof draft.idempotencyKey === 'string' && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: RequestDraft) {
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, updatedAt: Date.now() }));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without the safety net.
  }
}

export function clearDraft() {
  try {
    window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/**
 * True when the visitor has typed or chosen anything worth keeping. A project type preselected
 * from a service page is not the visitor's input.
 */
export function draftHasInput(values: RequestValues, service: ServiceContext | null = null) {
  // The fields the visitor fills in, not the visit context (page address, referrer, UTM, service).
  return FORM_FIELD_NAMES.some(
    (name) => (values[name] ?? '').trim() !== '' && !(name === 'project' && service !== null),
  );
}

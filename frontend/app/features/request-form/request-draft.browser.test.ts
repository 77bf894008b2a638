// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_KEY, clearDraft, loadDraft, saveDraft, type RequestDraft } from './request-draft';

// The draft in the browser's storage (happy-dom's localStorage); a storage that refuses (private
// mode, quota) is one whose methods throw, as the browser's do then. What counts as input and the
// Idempotency-Key need no browser: request-draft.test.ts.
const service = { serviceName: 'Web Design & Development', serviceUrl: 'web', serviceClass: 'web' };
const T0 = Date.UTC(2025, 5, 2, 10, 0, 0);
const draft: RequestDraft = {
  values: { project: 'Digital / Web', explanation: 'A new shop', email: 'ada@example.com' },
  step: 2,
  idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e',
  service,
  updatedAt: 0,
};
/** The browser's storage, with one method throwing as a full or disabled storage does. */
function refuse(method: 'getItem' | 'setItem' | 'removeItem') {
  const real = window.localStorage;
  const storage = {
    getItem: (key: string) => real.getItem(key),
    setItem: (key: string, value: string) => real.setItem(key, value),
    removeItem: (key: string) => real.removeItem(key),
    [method]: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
  vi.spyOn(window, 'localStorage', 'get').mockReturnValue(storage as unknown as Storage);
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the saved draft (docs/product.md "The draft")', () => {
  it('comes back as it was saved: values, step, Idempotency-Key and service, stamped with the time', () => {
    vi.spyOn(Date, 'now').mockReturnValue(T0);
    saveDraft(draft);
    expect(loadDraft()).toEqual({ ...draft, updatedAt: T0 });
  });

  it('is kept where the offline page reads it (public/offline.js), and where earlier visits left it', () => {
    expect(DRAFT_STORAGE_KEY).toBe('agency.request-draft.v1');
    saveDraft(draft);
    expect(JSON.parse(window.localStorage.getItem('agency.request-draft.v1')!)).toMatchObject({ values: draft.values });
    window.localStorage.setItem('agency.request-draft.v1', JSON.stringify({ ...draft, step: 1 }));
    expect(loadDraft()).toMatchObject({ step: 1, idempotencyKey: draft.idempotencyKey });
  });

  it('is none before anything was saved, and none once cleared', () => {
    expect(loadDraft()).toBeNull();
    saveDraft(draft);
    clearDraft();
    expect(loadDraft()).toBeNull();
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('clearing it leaves the other things the site keeps', () => {
    window.localStorage.setItem('agency.request-outbox.v1', '{"idempotencyKey":"k"}');
    saveDraft(draft);
    clearDraft();
    expect(window.localStorage.getItem('agency.request-outbox.v1')).toBe('{"idempotencyKey":"k"}');
  });

  it.each([
    ['text that is not JSON', '{"values":'],
    ['JSON null', 'null'],
    ['no Idempotency-Key', JSON.stringify({ ...draft, idempotencyKey: undefined })],
    ['an Idempotency-Key that is not text', JSON.stringify({ ...draft, idempotencyKey: 42 })],
    ['no values', JSON.stringify({ ...draft, values: undefined })],
    ['values that are not an object', JSON.stringify({ ...draft, values: 'A new shop' })],
  ])('is none when what is stored is not a draft (%s): the form starts afresh', (_, stored) => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, stored);
    expect(loadDraft()).toBeNull();
  });

  it('keeps of a stored draft what has the shape of one: text values, a step, a service, a time', () => {
    window.localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        ...draft,
        values: { ...draft.values, budget: 5000, timeline: null },
        service: { serviceName: 'Web', serviceUrl: 'web' },
      }),
    );
    expect(loadDraft()).toEqual({ ...draft, service: null });
    window.localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...draft, step: '2', service: undefined, updatedAt: 'today' }),
    );
    expect(loadDraft()).toEqual({ ...draft, step: 0, service: null, updatedAt: 0 });
    for (const stored of [
      { ...service, serviceName: 7 },
      { ...service, serviceUrl: ['web'] },
      { ...service, serviceClass: null },
    ]) {
      window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, service: stored }));
      expect(loadDraft()).toEqual({ ...draft, service: null });
    }
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, updatedAt: T0 }));
    expect(loadDraft()).toEqual({ ...draft, updatedAt: T0 });
  });
});

describe('without storage (private mode, storage full) the form works without the safety net', () => {
  it('saving does not fail, and nothing is stored', () => {
    refuse('setItem');
    expect(() => saveDraft(draft)).not.toThrow();
    vi.restoreAllMocks();
    expect(loadDraft()).toBeNull();
  });

  it('loading finds no draft', () => {
    saveDraft(draft);
    refuse('getItem');
    expect(loadDraft()).toBeNull();
  });

  it('clearing does not fail', () => {
    refuse('removeItem');
    expect(() => clearDraft()).not.toThrow();
  });
});

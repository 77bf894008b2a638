// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  COOKIE_CHOICE_EVENT,
  allowsTagManager,
  consentModeState,
  loadCookieChoice,
  saveCookieChoice,
  setConsentDefaults,
  updateConsent,
  type CookieChoice,
} from './cookie-consent';

// The visitor's cookie choice (README "Cookie consent and analytics"): what is remembered, what
// Consent Mode is told, and when a tag manager may load.
const KEY = 'agency.cookie-consent';

afterEach(() => {
  window.localStorage.clear();
  delete window.dataLayer;
});

describe('the remembered choice', () => {
  it('is none until the visitor chooses, then the choice, announced to who listens', () => {
    expect(loadCookieChoice()).toBeNull();
    const heard: CookieChoice[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<CookieChoice>).detail);
    window.addEventListener(COOKIE_CHOICE_EVENT, listener);
    const made = saveCookieChoice({ analytics: true, marketing: false });
    window.removeEventListener(COOKIE_CHOICE_EVENT, listener);
    expect(loadCookieChoice()).toEqual(made);
    expect(made).toMatchObject({ analytics: true, marketing: false });
    expect(Number.isNaN(Date.parse(made.decidedAt))).toBe(false);
    expect(heard).toEqual([made]);
  });

  it('asks again when what is stored is of another version or not a choice at all', () => {
    const stored = { analytics: true, marketing: true, decidedAt: '2026-11-24T00:00:00.000Z' };
    for (const value of [
      JSON.stringify({ version: 0, ...stored }),
      JSON.stringify({ ...stored }),
      JSON.stringify({ version: 1, ...stored, analytics: 'yes' }),
      JSON.stringify({ version: 1, ...stored, marketing: 1 }),
      JSON.stringify({ version: 1, ...stored, decidedAt: 0 }),
      'null',
      '"granted"',
      '{not json',
    ]) {
      window.localStorage.setItem(KEY, value);
      expect(loadCookieChoice(), value).toBeNull();
    }
    window.localStorage.setItem(KEY, JSON.stringify({ version: 1, ...stored }));
    expect(loadCookieChoice()).toEqual(stored);
  });
});

describe('Consent Mode', () => {
  it('denies everything without a choice; analytics and marketing each grant their own storage', () => {
    expect(consentModeState(null)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeState({ analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeState({ analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('goes into the data layer as gtag() commands (arguments objects), defaults first', () => {
    setConsentDefaults();
    updateConsent({ analytics: true, marketing: false, decidedAt: '2026-11-24T00:00:00.000Z' });
    const layer = window.dataLayer ?? [];
    expect(layer.map((entry) => Object.prototype.toString.call(entry))).toEqual([
      '[object Arguments]',
      '[object Arguments]',
    ]);
    expect(layer.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['consent', 'default', { ...consentModeState(null), wait_for_update: 500 }],
      ['consent', 'update', consentModeState({ analytics: true, marketing: false })],
    ]);
  });

  it('lets a tag manager load only once analytics or marketing is allowed', () => {
    const choice = (analytics: boolean, marketing: boolean) => ({ analytics, marketing, decidedAt: '' });
    expect(allowsTagManager(null)).toBe(false);
    expect(allowsTagManager(choice(false, false))).toBe(false);
    expect(allowsTagManager(choice(true, false))).toBe(true);
    expect(allowsTagManager(choice(false, true))).toBe(true);
  });
});

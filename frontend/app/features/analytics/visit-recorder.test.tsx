// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VISIT_STORAGE_KEY, VISIT_STORAGE_KEY } from '~/lib/attribution';
import { saveCookieChoice } from '~/lib/cookie-consent';
import { VisitRecorder } from './visit-recorder';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the visit recorder (docs/decisions/037-lead-attribution.md)', () => {
  it('records the tab’s visit, and the first visit only from the moment the visitor allows analytics', () => {
    window.history.replaceState(null, '', '/services?utm_source=ads&gclid=Cj0');
    render(createElement(VisitRecorder));
    expect(JSON.parse(window.sessionStorage.getItem(VISIT_STORAGE_KEY) ?? '{}')).toMatchObject({
      landing_page: '/services?utm_source=ads&gclid=Cj0',
      gclid: 'Cj0',
    });
    expect(window.localStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBeNull();

    saveCookieChoice({ analytics: true, marketing: false });
    expect(JSON.parse(window.localStorage.getItem(FIRST_VISIT_STORAGE_KEY) ?? '{}')).toMatchObject({
      utm_source: 'ads',
    });

    saveCookieChoice({ analytics: false, marketing: true });
    expect(window.localStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBeNull();
  });

  it('removes a first visit kept earlier when the remembered choice no longer allows analytics', () => {
    window.localStorage.setItem(FIRST_VISIT_STORAGE_KEY, JSON.stringify({ landing_page: '/' }));
    render(createElement(VisitRecorder));
    expect(window.localStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBeNull();
  });
});

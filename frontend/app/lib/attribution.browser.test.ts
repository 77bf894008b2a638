// @vitest-environment happy-dom
// Where a visit came from (lib/attribution.ts, docs/decisions/037-lead-attribution.md), in a
// browser (happy-dom's window and storage).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_VISIT_STORAGE_KEY,
  VISIT_STORAGE_KEY,
  currentVisit,
  firstVisitFields,
  recordFirstVisit,
  recordVisit,
  visitOf,
} from './attribution';

/** A page load: its address and the page the visitor came from. */
function load(address: string, referrer = '') {
  window.history.replaceState(null, '', address);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the visit a page load starts', () => {
  it('is the landing page, the referring site and the campaign’s and ads’ parameters', () => {
    const visit = visitOf(
      'https://agency.test/services?utm_source=news&utm_medium=mail&utm_campaign=spring&utm_term=web&utm_content=top&gclid=Cj0K_BwE&fbclid=IwAR.x&msclkid=0a1b&ref=x',
      'https://www.google.com/search?q=agency',
    );
    expect(visit).toEqual({
      landing_page:
        '/services?utm_source=news&utm_medium=mail&utm_campaign=spring&utm_term=web&utm_content=top&gclid=Cj0K_BwE&fbclid=IwAR.x&msclkid=0a1b&ref=x',
      referrer_host: 'www.google.com',
      utm_source: 'news',
      utm_medium: 'mail',
      utm_campaign: 'spring',
      utm_term: 'web',
      utm_content: 'top',
      gclid: 'Cj0K_BwE',
      fbclid: 'IwAR.x',
      msclkid: '0a1b',
    });
  });

  it('names no referring site for this site or an app, and leaves out what the rules would refuse', () => {
    expect(visitOf('https://agency.test/', 'https://agency.test/work').referrer_host).toBe('');
    expect(visitOf('https://agency.test/', 'android-app://com.google.android.gm/').referrer_host).toBe('');
    const visit = visitOf(`https://agency.test/${'p'.repeat(2000)}?gclid=a%20b&utm_source=${'s'.repeat(300)}`, '');
    expect(visit.landing_page).toHaveLength(1024);
    expect(visit.gclid).toBe('');
    expect(visit.utm_source).toBe('s'.repeat(255));
  });
});

describe('the tab’s visit (sessionStorage)', () => {
  it('is recorded at the first page view and kept on later pages of the tab', () => {
    load('/services/web?utm_source=news&utm_campaign=spring', 'https://news.example/today');
    recordVisit();
    load('/about', `${window.location.origin}/services/web`);
    expect(recordVisit()).toMatchObject({ landing_page: '/services/web?utm_source=news&utm_campaign=spring' });
    expect(currentVisit()).toMatchObject({ utm_source: 'news', referrer_host: 'news.example' });
    expect(window.sessionStorage.getItem(VISIT_STORAGE_KEY)).toContain('spring');
    expect(document.cookie).toBe('');
  });

  it('starts again when a campaign’s or an ad’s link opens a page of the same tab', () => {
    load('/?utm_source=news');
    recordVisit();
    load('/work?gclid=Cj0', 'https://www.google.com/');
    recordVisit();
    expect(currentVisit()).toMatchObject({ landing_page: '/work?gclid=Cj0', utm_source: '', gclid: 'Cj0' });
  });

  it('is this page load’s until it is recorded', () => {
    load('/contact?utm_medium=cpc');
    expect(window.sessionStorage.getItem(VISIT_STORAGE_KEY)).toBeNull();
    expect(currentVisit()).toMatchObject({ landing_page: '/contact?utm_medium=cpc', utm_medium: 'cpc' });
  });
});

describe('the first visit (localStorage, only with consent to analytics)', () => {
  it('is not kept, nor given, without consent', () => {
    load('/?utm_source=first');
    recordFirstVisit(recordVisit(), false);
    expect(window.localStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBeNull();
    expect(firstVisitFields(false)).toEqual({});
  });

  it('is kept once analytics are allowed, stays the first, and goes when consent is withdrawn', () => {
    load('/?utm_source=first', 'https://news.example/');
    recordFirstVisit(recordVisit(), true);
    window.sessionStorage.clear();
    load('/work?utm_source=second');
    recordFirstVisit(recordVisit(), true);
    expect(firstVisitFields(true)).toMatchObject({
      first_landing_page: '/?utm_source=first',
      first_referrer_host: 'news.example',
      first_utm_source: 'first',
    });
    expect(firstVisitFields(false)).toEqual({});
    recordFirstVisit(currentVisit(), false);
    expect(window.localStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBeNull();
  });
});

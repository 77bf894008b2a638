// @vitest-environment happy-dom
// The visit a new form carries, read from the browser (happy-dom's window); the rest of the values
// need no browser: request-values.test.ts.
import { buildDefinition } from '@agency/request-rules/definition';
import { privacyNoticeFromSettings } from '@agency/request-rules/privacy';
import { SPEC_OPTIONS } from '@agency/request-rules/spec-options.fixture';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordFirstVisit, recordVisit } from '~/lib/attribution';
import { saveCookieChoice } from '~/lib/cookie-consent';
import { emptyValues, initialValues, toPayload } from './request-values';

const PRIVACY = privacyNoticeFromSettings({ privacy_notice_version: '2026-11', require_consent_checkbox: false });
const definition = buildDefinition(SPEC_OPTIONS, { formToken: 'token', minFillSeconds: 0 }, PRIVACY);

/** The page the form opens on: its address (path and query) and the page the visitor came from. */
function visit(address: string, referrer = '') {
  window.history.replaceState(null, '', address);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('a new form’s visit context (docs/product.md "What the form sends")', () => {
  it('is this page’s address, the referrer, the landing page, the referring site and the UTM tags, and nothing else of the query', () => {
    const query = 'utm_source=news&utm_medium=mail&utm_campaign=spring&utm_term=shop&utm_content=top&ref=x';
    visit(`/creative-services/web?${query}`, 'https://news.example/today');
    const values = initialValues(null, definition);
    expect(values).toEqual({
      ...emptyValues(),
      source_url: `${window.location.origin}/creative-services/web?${query}`,
      referrer: 'https://news.example/today',
      landing_page: `/creative-services/web?${query}`,
      referrer_host: 'news.example',
      utm_source: 'news',
      utm_medium: 'mail',
      utm_campaign: 'spring',
      utm_term: 'shop',
      utm_content: 'top',
    });
  });

  it('leaves out UTM tags the link does not have', () => {
    visit('/?utm_source=news');
    expect(initialValues(null, definition)).toMatchObject({ utm_source: 'news', utm_medium: '', utm_content: '' });
  });

  it('is cleaned, so a crafted link cannot make the request fail on a field the visitor cannot see', () => {
    visit(`/?utm_source=${'n'.repeat(300)}&utm_medium=a%07b%0Ac`, 'android-app://com.example/');
    const values = initialValues(null, definition);
    expect(values.utm_source).toBe('n'.repeat(255));
    expect(values.utm_medium).toBe('abc');
    expect(values.referrer).toBe('');
  });

  it('carries the visit’s campaign to a form opened pages later (lib/attribution.ts)', () => {
    visit('/creative-services/web?utm_source=news&utm_campaign=spring&gclid=Cj0K_BwE', 'https://www.google.com/');
    recordVisit();
    visit('/about', `${window.location.origin}/creative-services/web`);
    const values = initialValues(null, definition);
    expect(values).toMatchObject({
      source_url: `${window.location.origin}/about`,
      landing_page: '/creative-services/web?utm_source=news&utm_campaign=spring&gclid=Cj0K_BwE',
      referrer_host: 'www.google.com',
      utm_source: 'news',
      utm_campaign: 'spring',
      gclid: 'Cj0K_BwE',
      fbclid: '',
    });
  });

  it('sends the first visit only while the visitor allows analytics', () => {
    visit('/?utm_source=linkedin', 'https://www.linkedin.com/');
    recordFirstVisit(recordVisit(), true);
    visit('/work');
    const values = initialValues(null, definition);
    expect(toPayload(values, definition)).toMatchObject({ first_utm_source: '', first_landing_page: '' });
    saveCookieChoice({ analytics: true, marketing: false });
    expect(toPayload(values, definition)).toMatchObject({
      first_utm_source: 'linkedin',
      first_landing_page: '/?utm_source=linkedin',
      first_referrer_host: 'www.linkedin.com',
      first_gclid: '',
    });
    saveCookieChoice({ analytics: false, marketing: false });
    expect(toPayload(values, definition)).toMatchObject({ first_utm_source: '' });
  });
});

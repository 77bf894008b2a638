// @vitest-environment happy-dom
// The visit a new form carries, read from the browser (happy-dom's window); the rest of the values
// need no browser: request-values.test.ts.
import { buildDefinition } from '@agency/request-rules/definition';
import { privacyNoticeFromSettings } from '@agency/request-rules/privacy';
import { SPEC_OPTIONS } from '@agency/request-rules/spec-options.fixture';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyValues, initialValues } from './request-values';

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
});

describe('a new form’s visit context (docs/product.md "What the form sends")', () => {
  it('is this page’s address, the referrer and the UTM tags, and nothing else of the query', () => {
    const query = 'utm_source=news&utm_medium=mail&utm_campaign=spring&utm_term=shop&utm_content=top&ref=x';
    visit(`/creative-services/web?${query}`, 'https://news.example/today');
    const values = initialValues(null, definition);
    expect(values).toEqual({
      ...emptyValues(),
      source_url: `${window.location.origin}/creative-services/web?${query}`,
      referrer: 'https://news.example/today',
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
});

import { describe, expect, it } from 'vitest';
import { privacyNoticeFromSettings } from './privacy';

// Site Settings → what the form is told (docs/product.md "Step 4: Review").
describe('privacyNoticeFromSettings', () => {
  it('takes the version editors set, trimmed, and the consent checkbox setting', () => {
    expect(privacyNoticeFromSettings({ privacy_notice_version: ' 2026-11 ', require_consent_checkbox: true })).toEqual({
      version: '2026-11',
      path: '/privacy',
      requireConsent: true,
    });
  });

  it('reads the checkbox setting as SQLite and PostgreSQL answer it, and is off for anything else', () => {
    const asks = (flag: unknown) =>
      privacyNoticeFromSettings({ require_consent_checkbox: flag as never }).requireConsent;
    expect([asks(true), asks(1), asks('1'), asks('true')]).toEqual([true, true, true, true]);
    expect([asks(false), asks(0), asks('0'), asks(null), asks(undefined), asks('yes')]).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('without settings: no version, no checkbox, the notice still at /privacy', () => {
    expect(privacyNoticeFromSettings(undefined)).toEqual({ version: '', path: '/privacy', requireConsent: false });
    expect(privacyNoticeFromSettings({ privacy_notice_version: null })).toMatchObject({ version: '' });
  });

  it('never hands out a version longer than the request stores', () => {
    expect(privacyNoticeFromSettings({ privacy_notice_version: 'v'.repeat(60) }).version).toHaveLength(40);
  });
});

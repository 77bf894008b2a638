import { describe, expect, it } from 'vitest';
import { confirmationMessageId, queueConfigOf, scanScheduleOf } from './outbox';

describe("the confirmation queue's settings (cms/.env.example)", () => {
  it('takes the documented defaults when unset, empty or wrong', () => {
    const defaults = { holdMs: 120_000, scanIntervalSeconds: 15 };
    expect(queueConfigOf({})).toEqual(defaults);
    expect(
      queueConfigOf({ CONFIRMATION_MAIL_CLAIM_SECONDS: ' ', CONFIRMATION_MAIL_SCAN_INTERVAL_SECONDS: '' }),
    ).toEqual(defaults);
    expect(
      queueConfigOf({ CONFIRMATION_MAIL_CLAIM_SECONDS: '-5', CONFIRMATION_MAIL_SCAN_INTERVAL_SECONDS: 7 }),
    ).toEqual(defaults);
    expect(queueConfigOf({ CONFIRMATION_MAIL_CLAIM_SECONDS: 'soon' })).toEqual(defaults);
  });

  it('reads values cast by Directus or given as text', () => {
    expect(queueConfigOf({ CONFIRMATION_MAIL_CLAIM_SECONDS: '3', CONFIRMATION_MAIL_SCAN_INTERVAL_SECONDS: 1 })).toEqual(
      {
        holdMs: 3000,
        scanIntervalSeconds: 1,
      },
    );
    expect(queueConfigOf({ CONFIRMATION_MAIL_CLAIM_SECONDS: 0.5 }).holdMs).toBe(500);
  });

  it('scans on a cron schedule with seconds', () => {
    expect(scanScheduleOf(1)).toBe('*/1 * * * * *');
    expect(scanScheduleOf(60)).toBe('0 * * * * *');
  });
});

describe("a confirmation's Message-ID", () => {
  it("is the row's, at the sender's domain, the same at every attempt", () => {
    const row = '9a3e1f7c-0d2b-4c55-8e61-2b7d3f9a0c14';
    expect(confirmationMessageId(row, 'no-reply@northlight.studio')).toBe(`<confirmation.${row}@northlight.studio>`);
    expect(confirmationMessageId(row, ' no-reply@northlight.studio ')).toBe(
      confirmationMessageId(row, 'no-reply@northlight.studio'),
    );
  });

  it('falls back to a reserved domain when the sender has none usable', () => {
    expect(confirmationMessageId('r', '')).toBe('<confirmation.r@agency-site.invalid>');
    expect(confirmationMessageId('r', 'Agency <no-reply@x.example>')).toBe('<confirmation.r@agency-site.invalid>');
  });
});

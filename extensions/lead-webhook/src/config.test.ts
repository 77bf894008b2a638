import { describe, expect, it } from 'vitest';
import { readConfig, scanSchedule, settingsReader } from './config';

describe("the webhook's settings (cms/.env.example)", () => {
  it('takes the documented defaults when a setting is unset or empty', () => {
    const expected = {
      allowPrivateAddresses: false,
      timeoutMs: 10_000,
      retryBaseMs: 60_000,
      retryMaxDelayMs: 3_600_000,
      retryWindowMs: 86_400_000,
      scanIntervalSeconds: 15,
      claimMarginMs: 30_000,
    };
    expect(readConfig({})).toEqual(expected);
    expect(
      readConfig({
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '',
        WEBHOOK_TIMEOUT_SECONDS: ' ',
        WEBHOOK_RETRY_BASE_SECONDS: null,
        WEBHOOK_RETRY_WINDOW_SECONDS: undefined,
      }),
    ).toEqual(expected);
  });

  it('reads values cast by Directus or given as text, fractions of seconds included', () => {
    expect(
      readConfig({
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: true,
        WEBHOOK_TIMEOUT_SECONDS: '2.5',
        WEBHOOK_RETRY_BASE_SECONDS: 0.2,
        WEBHOOK_RETRY_MAX_DELAY_SECONDS: '1',
        WEBHOOK_RETRY_WINDOW_SECONDS: 6,
        WEBHOOK_SCAN_INTERVAL_SECONDS: '1',
        WEBHOOK_CLAIM_MARGIN_SECONDS: '0.5',
      }),
    ).toEqual({
      allowPrivateAddresses: true,
      timeoutMs: 2500,
      retryBaseMs: 200,
      retryMaxDelayMs: 1000,
      retryWindowMs: 6000,
      scanIntervalSeconds: 1,
      claimMarginMs: 500,
    });
    expect(readConfig({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'false' }).allowPrivateAddresses).toBe(false);
    expect(readConfig({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'TRUE' }).allowPrivateAddresses).toBe(true);
  });

  it('names every wrong setting in one message', () => {
    expect(() =>
      readConfig({
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'yes please',
        WEBHOOK_TIMEOUT_SECONDS: 0,
        WEBHOOK_RETRY_BASE_SECONDS: 'soon',
        WEBHOOK_SCAN_INTERVAL_SECONDS: 7,
      }),
    ).toThrow(
      'The lead webhook cannot start: WEBHOOK_ALLOW_PRIVATE_ADDRESSES must be true or false (it is "yes please"); ' +
        'WEBHOOK_TIMEOUT_SECONDS must be a number of seconds, more than 0 (it is 0); ' +
        'WEBHOOK_RETRY_BASE_SECONDS must be a number of seconds, more than 0 (it is "soon"); ' +
        'WEBHOOK_SCAN_INTERVAL_SECONDS must be one of 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60 seconds (it is 7). See cms/.env.example.',
    );
  });

  it('scans on a cron schedule with seconds', () => {
    expect(scanSchedule(1)).toBe('*/1 * * * * *');
    expect(scanSchedule(15)).toBe('*/15 * * * * *');
    expect(scanSchedule(60)).toBe('0 * * * * *');
  });
});

describe('the settings at the moment of use (WEBHOOK_TEST_SETTINGS_FILE, tests only)', () => {
  const env = { WEBHOOK_TIMEOUT_SECONDS: '7', WEBHOOK_SCAN_INTERVAL_SECONDS: '5' };

  it("are the environment's, read once, when no file is named", () => {
    const files: string[] = [];
    const current = settingsReader(env, (file) => (files.push(file), '{"WEBHOOK_TIMEOUT_SECONDS":"1"}'));
    expect(current()).toEqual(readConfig(env));
    expect(files).toEqual([]);
  });

  it("take the file's values over the environment's while it exists, except the scan's interval", () => {
    let text: string | undefined;
    const current = settingsReader({ ...env, WEBHOOK_TEST_SETTINGS_FILE: '/tmp/webhook.json' }, (file) => {
      expect(file).toBe('/tmp/webhook.json');
      return text;
    });
    expect(current()).toEqual(readConfig(env));
    text = JSON.stringify({
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
      WEBHOOK_RETRY_BASE_SECONDS: '0.5',
      WEBHOOK_SCAN_INTERVAL_SECONDS: '1',
    });
    expect(current()).toMatchObject({
      allowPrivateAddresses: true,
      retryBaseMs: 500,
      timeoutMs: 7_000,
      scanIntervalSeconds: 5,
    });
    text = undefined;
    expect(current()).toEqual(readConfig(env));
  });

  it('refuse a wrong value in the file as they refuse it in the environment', () => {
    const current = settingsReader({ WEBHOOK_TEST_SETTINGS_FILE: '/tmp/webhook.json' }, () =>
      JSON.stringify({ WEBHOOK_TIMEOUT_SECONDS: 'soon' }),
    );
    expect(() => current()).toThrow('WEBHOOK_TIMEOUT_SECONDS must be a number of seconds, more than 0');
  });
});

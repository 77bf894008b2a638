import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const SECRET = 'a-long-random-secret';

describe("the request form's settings (cms/.env.example)", () => {
  it('takes the documented defaults when a setting is unset or empty', () => {
    const expected = {
      submitLimit: 5,
      submitWindowSeconds: 600,
      uploadLimit: 20,
      orphanAttachmentSeconds: 86_400,
      uploadsPerForm: 6,
      parkedMaxBytes: 500 * 1024 * 1024,
      minFillSeconds: 3,
      formTokenTtlSeconds: 86_400,
      maxPayloadBytes: 32_768,
      redis: undefined,
      secret: SECRET,
    };
    expect(readConfig({ SECRET })).toEqual(expected);
    expect(
      readConfig({
        SECRET,
        REQUEST_FORM_SUBMIT_LIMIT: '',
        REQUEST_FORM_SUBMIT_WINDOW_SECONDS: ' ',
        REQUEST_FORM_MIN_FILL_SECONDS: null,
        REQUEST_FORM_TOKEN_TTL_SECONDS: undefined,
        REQUEST_FORM_MAX_PAYLOAD_BYTES: '',
        REQUEST_FORM_UPLOAD_LIMIT: '',
        REQUEST_FORM_ORPHAN_ATTACHMENT_SECONDS: ' ',
        REDIS: '',
      }),
    ).toEqual(expected);
  });

  it('reads numbers given as numbers (Directus casts them) or as text', () => {
    expect(
      readConfig({
        SECRET,
        REQUEST_FORM_SUBMIT_LIMIT: 0,
        REQUEST_FORM_SUBMIT_WINDOW_SECONDS: '60',
        REQUEST_FORM_MIN_FILL_SECONDS: '0.5',
        REQUEST_FORM_TOKEN_TTL_SECONDS: 3600,
        REQUEST_FORM_MAX_PAYLOAD_BYTES: ' 1024 ',
        REQUEST_FORM_UPLOAD_LIMIT: 0,
        REQUEST_FORM_ORPHAN_ATTACHMENT_SECONDS: '3600',
        REDIS: 'redis://redis:6379',
      }),
    ).toEqual({
      submitLimit: 0,
      submitWindowSeconds: 60,
      minFillSeconds: 0.5,
      formTokenTtlSeconds: 3600,
      maxPayloadBytes: 1024,
      uploadLimit: 0,
      orphanAttachmentSeconds: 3600,
      uploadsPerForm: 6,
      parkedMaxBytes: 500 * 1024 * 1024,
      redis: 'redis://redis:6379',
      secret: SECRET,
    });
  });

  it('keeps the secret as it is, and a secret Directus cast to a number as its digits', () => {
    expect(readConfig({ SECRET: ' spaced ' }).secret).toBe(' spaced ');
    expect(readConfig({ SECRET: 12345678 }).secret).toBe('12345678');
  });

  it('refuses to start without a secret: form tokens could be forged', () => {
    expect(() => readConfig({})).toThrow('SECRET must be set: it signs the form tokens');
    expect(() => readConfig({ SECRET: '' })).toThrow('SECRET must not be empty: it signs the form tokens');
    expect(() => readConfig({ SECRET: '   ' })).toThrow('SECRET must not be empty');
    expect(() => readConfig({ SECRET: true })).toThrow(
      'The request form cannot start: SECRET must be set: it signs the form tokens. See cms/.env.example.',
    );
  });

  it.each([
    ['REQUEST_FORM_SUBMIT_LIMIT', 'five', 'must be a whole number of submissions (0 turns the limit off), 0 or more'],
    ['REQUEST_FORM_SUBMIT_LIMIT', -1, 'must be a whole number of submissions (0 turns the limit off), 0 or more'],
    ['REQUEST_FORM_SUBMIT_LIMIT', 2.5, 'must be a whole number'],
    ['REQUEST_FORM_SUBMIT_WINDOW_SECONDS', 0, 'must be a whole number of seconds, 1 or more'],
    ['REQUEST_FORM_SUBMIT_WINDOW_SECONDS', 'Infinity', 'must be a whole number of seconds, 1 or more'],
    ['REQUEST_FORM_MIN_FILL_SECONDS', '-3', 'must be a number of seconds, 0 or more'],
    ['REQUEST_FORM_MIN_FILL_SECONDS', true, 'must be a number of seconds, 0 or more'],
    ['REQUEST_FORM_TOKEN_TTL_SECONDS', '1d', 'must be a whole number of seconds, 1 or more'],
    ['REQUEST_FORM_MAX_PAYLOAD_BYTES', '32kb', 'must be a whole number of bytes, 1 or more'],
    ['REQUEST_FORM_MAX_PAYLOAD_BYTES', 0, 'must be a whole number of bytes, 1 or more'],
    ['REQUEST_FORM_UPLOAD_LIMIT', -1, 'must be a whole number of uploads (0 turns the limit off), 0 or more'],
    ['REQUEST_FORM_ORPHAN_ATTACHMENT_SECONDS', 0, 'must be a whole number of seconds, 1 or more'],
    ['REDIS', 'localhost:6379', 'must be a redis:// or rediss:// address'],
    ['REDIS', 6379, 'must be a redis:// or rediss:// address'],
    ['REDIS', 'tcp://cache:6379/0', 'must be a redis:// or rediss:// address'],
    ['REDIS', 'redis://cache:6379 extra', 'must be a redis:// or rediss:// address'],
  ])('refuses %s = %j with a message naming it', (name, value, message) => {
    expect(() => readConfig({ SECRET, [name]: value })).toThrow(`${name} ${message}`);
  });

  it('names every wrong setting at once, with its value, but never repeats a secret or a Redis address', () => {
    let message = '';
    try {
      readConfig({ SECRET: '', REQUEST_FORM_SUBMIT_LIMIT: 'lots', REDIS: 'user:password@host' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'The request form cannot start: REQUEST_FORM_SUBMIT_LIMIT must be a whole number of submissions (0 turns the limit off), 0 or more (it is "lots"); ' +
        'REDIS must be a redis:// or rediss:// address; SECRET must not be empty: it signs the form tokens. See cms/.env.example.',
    );
  });

  it('accepts a Redis address over TLS or a Unix socket', () => {
    expect(readConfig({ SECRET, REDIS: 'rediss://cache.internal:6380/0' }).redis).toBe(
      'rediss://cache.internal:6380/0',
    );
    expect(readConfig({ SECRET, REDIS: '/run/redis.sock' }).redis).toBe('/run/redis.sock');
  });
});

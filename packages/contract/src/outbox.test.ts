import { describe, expect, it } from 'vitest';
import { formRequestOf } from './outbox';

const fingerprint = 'f'.repeat(64);

describe('a request the form is creating', () => {
  it('is a system write with the form’s fingerprint, given an id now', () => {
    const request = formRequestOf({ status: 'spam', request_fingerprint: fingerprint, email: 'a@b.example' }, null);
    expect(request?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(request).toEqual({
      id: request?.id,
      status: 'spam',
      payload: { id: request?.id, status: 'spam', request_fingerprint: fingerprint, email: 'a@b.example' },
    });
  });

  it('keeps an id another filter already gave it, so every delivery names the same request', () => {
    const first = formRequestOf({ request_fingerprint: fingerprint }, null);
    const second = formRequestOf(first?.payload, null);
    expect(second?.id).toBe(first?.id);
    expect(second?.status).toBe('new');
  });

  it.each([
    ['a user’s create (the admin, the API)', { request_fingerprint: fingerprint }, { user: 'u-1', admin: true }],
    ['a system write without a fingerprint', { email: 'a@b.example' }, null],
    ['an empty fingerprint', { request_fingerprint: '' }, null],
    ['no payload', undefined, null],
    ['a list', [fingerprint], null],
  ])('is nothing for %s', (_name, payload, accountability) => {
    expect(formRequestOf(payload, accountability)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { defaultRequiredMessage } from './fields';
import { emailRule, firstFailure, requiredRule } from './generic-rules';

describe('generic rules (docs/product.md "Validation")', () => {
  it("'required' fails on an empty value or an empty list with 'This field is required'", () => {
    for (const empty of ['', '   ', null, undefined, []]) expect(requiredRule(empty)).toBe('This field is required');
    expect(requiredRule('x')).toBeNull();
    expect(requiredRule(['x'])).toBeNull();
    expect(requiredRule('', 'Custom')).toBe('Custom');
  });

  it("'email' fails on an empty or malformed value with 'This field must be a valid email'", () => {
    expect(emailRule('')).toBe('This field must be a valid email');
    expect(emailRule('user@host')).toBe('This field must be a valid email');
    expect(emailRule('user@host.museum')).toBe('This field must be a valid email');
    expect(emailRule('user@host.com')).toBeNull();
  });

  it('defaults a missing message to the field name, spaced and capitalised, with "is required"', () => {
    expect(defaultRequiredMessage('first_name')).toBe('First Name is required');
    expect(defaultRequiredMessage('next_step')).toBe('Next Step is required');
    expect(defaultRequiredMessage('phone')).toBe('Phone is required');
  });

  it('stops at the first failing rule', () => {
    const email = (value: unknown) => emailRule(value);
    expect(firstFailure('', [requiredRule, email])).toBe('This field is required');
    expect(firstFailure('x', [requiredRule, email])).toBe('This field must be a valid email');
  });
});

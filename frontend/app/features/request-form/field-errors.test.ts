import { describe, expect, it } from 'vitest';
import { isFieldError, stepOf } from './field-errors';

describe('field errors read back from outside the code', () => {
  it('takes the first candidate that is one of the form’s steps, else the first step', () => {
    expect(stepOf()).toBe(0);
    expect(stepOf(undefined, 2)).toBe(2);
    expect(stepOf('1', 3)).toBe(3);
    expect(stepOf(4, -1, 1, 2)).toBe(1);
    expect(stepOf(null, 1.5, NaN)).toBe(0);
    expect(stepOf(3, 0)).toBe(3);
  });

  it('counts only what has a field, a message and a step of the form', () => {
    expect(isFieldError({ field: 'email', message: 'Please enter an email address.', step: 1 })).toBe(true);
    expect(isFieldError({ field: 'email', message: 'x', step: 0, extra: true })).toBe(true);
    expect(isFieldError({ message: 'x', step: 1 })).toBe(false);
    expect(isFieldError({ field: 7, message: 'x', step: 1 })).toBe(false);
    expect(isFieldError({ field: 'email', step: 1 })).toBe(false);
    expect(isFieldError({ field: 'email', message: ['x'], step: 1 })).toBe(false);
    expect(isFieldError({ field: 'email', message: 'x' })).toBe(false);
    expect(isFieldError({ field: 'email', message: 'x', step: 4 })).toBe(false);
    expect(isFieldError({ field: 'email', message: 'x', step: '1' })).toBe(false);
    expect(isFieldError(null)).toBe(false);
    expect(isFieldError([{ field: 'email', message: 'x', step: 1 }])).toBe(false);
    expect(isFieldError('email')).toBe(false);
  });
});

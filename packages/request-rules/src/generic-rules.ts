// The generic rules (docs/product.md "Validation"), for fields that bring no message of their own.
import { EMAIL_PATTERN } from './schemas';
import { MESSAGES } from './fields';

/** 'required' fails on an empty value or an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}

/** Returns the error message, or null when the rule passes. */
export function requiredRule(value: unknown, message: string = MESSAGES.required): string | null {
  return isEmpty(value) ? message : null;
}

/** 'email' fails on an empty value or one that does not match the simple pattern. */
export function emailRule(value: unknown, message: string = MESSAGES.email): string | null {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim()) ? null : message;
}

/** Runs rules in order and stops at the first failure (docs/product.md "Validation"). */
export function firstFailure(value: unknown, rules: ((value: unknown) => string | null)[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

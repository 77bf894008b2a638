import { buildDefinition } from '@agency/request-rules/definition';
import { privacyNoticeFromSettings } from '@agency/request-rules/privacy';
import { SPEC_OPTIONS } from '@agency/request-rules/spec-options.fixture';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from './field-check';

const PRIVACY = privacyNoticeFromSettings({ privacy_notice_version: '2026-11', require_consent_checkbox: false });
const definition = buildDefinition(SPEC_OPTIONS, { formToken: 'token', minFillSeconds: 0 }, PRIVACY);

describe('the message a field shows (docs/product.md "Validation")', () => {
  it('is none for a valid value', () => {
    expect(fieldMessage('email', { email: 'ada@example.com' }, definition)).toBeUndefined();
    expect(fieldMessage('project', { project: 'Digital / Web' }, definition)).toBeUndefined();
    expect(fieldMessage('phone', { phone: '' }, definition)).toBeUndefined();
  });

  it('is the required message of an empty required field, on every step', () => {
    expect(fieldMessage('project', { project: '' }, definition)).toBe('Please select a project type');
    expect(fieldMessage('first_name', {}, definition)).toBe('First name is required');
    expect(fieldMessage('budget', { budget: '' }, definition)).toBe('Please select your budget');
  });

  it('is that of the first failing rule only: forbidden characters come before the e-mail format', () => {
    // 'ada\u0007example.com' breaks two rules: a control character, and no at-sign.
    expect(fieldMessage('email', { email: 'ada\u0007example.com' }, definition)).toBe(
      'Email contains characters that are not allowed',
    );
    expect(fieldMessage('email', { email: 'ada.example.com' }, definition)).toBe('Invalid email format');
  });

  it('judges a specific project type against the type chosen now', () => {
    expect(fieldMessage('project_type', { project: 'Digital / Web', project_type: 'Mobile App' }, definition)).toBe(
      undefined,
    );
    expect(
      fieldMessage('project_type', { project: 'Branding / Strategy', project_type: 'Mobile App' }, definition),
    ).toBe('This option is no longer available');
  });

  it("accepts on a service page the specific types of the page's class too", () => {
    const values = { project: 'Branding / Strategy', service_class: 'video', project_type: 'Brand Video' };
    expect(fieldMessage('project_type', values, definition)).toBeUndefined();
  });

  it('is none for a name that is not a form field (a context field)', () => {
    expect(fieldMessage('utm_source', { utm_source: '\u0007' }, definition)).toBeUndefined();
    expect(fieldMessage('colour', { colour: 'red' }, definition)).toBeUndefined();
  });

  it('asks for the consent tick on the review step only while the definition requires it', () => {
    const asking = buildDefinition(
      SPEC_OPTIONS,
      { formToken: 'token', minFillSeconds: 0 },
      privacyNoticeFromSettings({ privacy_notice_version: '2026-11', require_consent_checkbox: true }),
    );
    expect(fieldMessage('consent_given', { consent_given: '' }, asking)).toBe('Please agree to the privacy notice');
    expect(fieldMessage('consent_given', { consent_given: 'true' }, asking)).toBeUndefined();
    expect(fieldMessage('consent_given', { consent_given: '' }, definition)).toBeUndefined();
  });
});

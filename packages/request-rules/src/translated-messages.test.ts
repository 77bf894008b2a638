import { describe, expect, it } from 'vitest';
import {
  controlCharactersMessage,
  defaultRequiredMessage,
  inEnglish,
  tooLongMessage,
  webAddressMessage,
  type Translate,
} from './fields';
import { privacyNoticeFromSettings } from './privacy';
import { SPEC_OPTIONS } from './spec-options.fixture';
import { validateLead, validateStep, validateSubmission } from './validation';

// The rules' messages in the visitor's language: each is one whole sentence given to `t` in
// English, with the field's label (itself given to `t`) as a placeholder.
const SPANISH: Record<string, string> = {
  'First name': 'Nombre',
  'Email is required': 'El correo electrónico es obligatorio',
  'Invalid email format': 'Formato de correo electrónico no válido',
  '{field} must be at most {max} characters': '{field} debe tener como máximo {max} caracteres',
  '{field} contains characters that are not allowed': '{field} contiene caracteres no permitidos',
  'Please agree to the privacy notice': 'Acepta el aviso de privacidad',
};

const inSpanish: Translate = (english, values) => inEnglish(SPANISH[english] ?? english, values);

describe('the English of the messages', () => {
  it('fills the placeholders, and is what the rules said before they could be translated', () => {
    expect(tooLongMessage('First name', 100)).toBe('First name must be at most 100 characters');
    expect(controlCharactersMessage('Company')).toBe('Company contains characters that are not allowed');
    expect(webAddressMessage('referrer')).toBe('referrer must be an http or https address');
    expect(defaultRequiredMessage('next_step')).toBe('Next Step is required');
    expect(inEnglish('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('the messages in the language of t', () => {
  it('translate the whole sentence and the label in it', () => {
    expect(tooLongMessage('First name', 100, inSpanish)).toBe('Nombre debe tener como máximo 100 caracteres');
    expect(controlCharactersMessage('First name', inSpanish)).toBe('Nombre contiene caracteres no permitidos');
  });

  it('reach every check: a step, a submission and a lead', () => {
    const step = validateStep(1, { first_name: 'A'.repeat(101), email: 'ada@' }, SPEC_OPTIONS, undefined, inSpanish);
    expect(step.errors.map((error) => error.message)).toEqual([
      'Nombre debe tener como máximo 100 caracteres',
      'Last name is required',
      'Formato de correo electrónico no válido',
    ]);
    const privacy = privacyNoticeFromSettings({ require_consent_checkbox: true });
    const review = validateStep(3, {}, SPEC_OPTIONS, privacy, inSpanish);
    expect(review.errors.map((error) => error.message)).toEqual(['Acepta el aviso de privacidad']);
    const submission = validateSubmission({ first_name: 'Ada\u0007' }, SPEC_OPTIONS, undefined, inSpanish);
    expect(submission.errors.find((error) => error.field === 'first_name')?.message).toBe(
      'Nombre contiene caracteres no permitidos',
    );
    const lead = validateLead({ first_name: 'Ada', last_name: 'Lovelace' }, SPEC_OPTIONS, inSpanish);
    expect(lead.errors.map((error) => error.message)).toEqual(['El correo electrónico es obligatorio']);
  });
});

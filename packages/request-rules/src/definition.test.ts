import { describe, expect, it } from 'vitest';
import { buildDefinition } from './definition';
import { privacyNoticeFromSettings } from './privacy';
import { SPEC_OPTIONS } from './spec-options.fixture';

// What GET /request-form/definition answers (docs/product.md "The request-form endpoint").
describe('the form definition', () => {
  const privacy = privacyNoticeFromSettings({ privacy_notice_version: '2026-11', require_consent_checkbox: false });
  const definition = buildDefinition(SPEC_OPTIONS, { formToken: 'token', minFillSeconds: 3 }, privacy);

  it('tells the form where the privacy notice is, its version and whether the consent checkbox is asked', () => {
    expect(definition.privacy).toEqual({ version: '2026-11', path: '/privacy', requireConsent: false });
  });

  it('names the anti-spam fields and hands out the form token and the minimum fill time', () => {
    expect(definition.antiSpam).toEqual({
      honeypotField: 'website',
      formTokenField: 'form_token',
      formToken: 'token',
      minFillSeconds: 3,
      proofOfWorkField: 'proof_of_work',
      proofOfWork: null,
    });
    expect(definition.options).toBe(SPEC_OPTIONS);
  });

  it('describes each field for the site: kind, whether required, limit, and only the extras it has', () => {
    const [project, , explanation] = definition.steps[0]!.fields;
    expect(project).toEqual({
      name: 'project',
      label: 'Project type',
      kind: 'select',
      required: true,
      maxLength: 120,
      options: 'projectTypes',
    });
    expect(explanation).toEqual({
      name: 'explanation',
      label: 'Tell us about your project',
      kind: 'textarea',
      required: false,
      maxLength: 5000,
    });
    expect(definition.steps[1]!.fields.find((field) => field.name === 'email')).toMatchObject({
      kind: 'email',
      autocomplete: 'email',
    });
    expect(definition.steps[3]).toEqual({ index: 3, title: 'Review', fields: [] });
  });
});

// The form's values without a browser (as on the server); the visit context read from the browser:
// request-values.browser.test.ts.
import { FORM_FIELD_NAMES, STEP_COUNT } from '@agency/request-rules/catalogue';
import { buildDefinition } from '@agency/request-rules/definition';
import { privacyNoticeFromSettings } from '@agency/request-rules/privacy';
import { CONTEXT_FIELDS } from '@agency/request-rules/fields';
import { FOLLOW_UP_NAMES } from '@agency/request-rules/follow-ups';
import { SPEC_OPTIONS } from '@agency/request-rules/spec-options.fixture';
import { describe, expect, it } from 'vitest';
import { REVIEW_STEP, emptyValues, initialValues, serviceOf, toPayload, withService } from './request-values';

const PRIVACY = privacyNoticeFromSettings({ privacy_notice_version: '2026-11', require_consent_checkbox: false });
const definition = buildDefinition(SPEC_OPTIONS, { formToken: 'token', minFillSeconds: 0 }, PRIVACY);
const service = { serviceName: 'Web Design & Development', serviceUrl: '/creative-services/web', serviceClass: 'web' };

describe('a new form’s values (docs/product.md "What the form sends")', () => {
  it('hold every field, every follow-up answer, every context field, the consent checkbox and the honeypot, all empty', () => {
    const names = [...FORM_FIELD_NAMES, ...FOLLOW_UP_NAMES, ...Object.keys(CONTEXT_FIELDS), 'consent_given', 'website'];
    expect(emptyValues()).toEqual(Object.fromEntries(names.map((name) => [name, ''])));
  });

  it('have no visit context when the form is rendered on the server (there is no window)', () => {
    expect(typeof window).toBe('undefined');
    expect(initialValues(null, definition)).toEqual(emptyValues());
  });

  it('pre-select the project type of a service page (docs/product.md "Step 1: Project Information")', () => {
    expect(initialValues(service, definition)).toEqual({
      ...emptyValues(),
      service_name: 'Web Design & Development',
      service_url: '/creative-services/web',
      service_class: 'web',
      project: 'Digital / Web',
    });
  });
});

describe('a service applied to the values', () => {
  const before = { ...emptyValues(), project: 'Digital / Web', project_type: 'Mobile App', email: 'ada@example.com' };

  it('changes nothing without a service', () => {
    expect(withService(before, null, definition)).toBe(before);
  });

  it("pre-selects by the name's keywords first, in the product's order ('Digital Brand…' is Digital / Web)", () => {
    const digitalBrand = { serviceName: 'Digital Brand Experience', serviceUrl: '/x', serviceClass: 'brand' };
    expect(withService(emptyValues(), digitalBrand, definition).project).toBe('Digital / Web');
  });

  it('pre-selects none when an editor has hidden every project type', () => {
    const noTypes = buildDefinition(
      { ...SPEC_OPTIONS, projectTypes: [] },
      { formToken: 'token', minFillSeconds: 0 },
      PRIVACY,
    );
    expect(withService(emptyValues(), service, noTypes)).toMatchObject({
      project: '',
      service_name: service.serviceName,
    });
  });

  it("else by the service class, else 'Other'", () => {
    const byClass = { serviceName: 'Social Listening', serviceUrl: '/x', serviceClass: 'social' };
    const unknown = { serviceName: 'Coffee', serviceUrl: '/x', serviceClass: 'coffee' };
    expect(withService(emptyValues(), byClass, definition).project).toBe('Reputation Management');
    expect(withService(emptyValues(), unknown, definition).project).toBe('Other');
  });

  it('keeps the specific type while the pre-selected type stays the same', () => {
    expect(withService(before, service, definition)).toEqual({
      ...before,
      service_name: service.serviceName,
      service_url: service.serviceUrl,
      service_class: service.serviceClass,
    });
  });

  it('clears the specific type when the pre-selected type changes it, and keeps everything else', () => {
    const print = { serviceName: 'Print Studio', serviceUrl: '/print', serviceClass: 'print' };
    expect(withService(before, print, definition)).toEqual({
      ...before,
      project: 'Print / Graphic Design',
      project_type: '',
      service_name: 'Print Studio',
      service_url: '/print',
      service_class: 'print',
    });
  });
});

describe('the service the values carry (kept with the draft)', () => {
  it('is none without a service name', () => {
    expect(serviceOf(emptyValues())).toBeNull();
    expect(serviceOf({ service_url: '/x', service_class: 'web' })).toBeNull();
  });

  it('is the service the form was opened with', () => {
    expect(serviceOf(withService(emptyValues(), service, definition))).toEqual(service);
  });

  it('has an empty address and class when the values have none', () => {
    expect(serviceOf({ service_name: 'Branding' })).toEqual({
      serviceName: 'Branding',
      serviceUrl: '',
      serviceClass: '',
    });
  });
});

describe('what the server gets', () => {
  const signed = { ...definition, antiSpam: { ...definition.antiSpam, formToken: 'signed-token' } };

  it('is every value, `project` as a list holding the one chosen type, the notice version shown and the form token', () => {
    const values = { ...emptyValues(), project: 'Digital / Web', email: 'ada@example.com' };
    const answers = Object.fromEntries(FOLLOW_UP_NAMES.map((name) => [name, '']));
    expect(FOLLOW_UP_NAMES.length).toBeGreaterThan(0);
    expect(toPayload({ ...values, ...answers, project_follow_up: 'left over' }, signed)).toEqual({
      ...Object.fromEntries(Object.entries(values).filter(([name]) => !FOLLOW_UP_NAMES.includes(name))),
      project: ['Digital / Web'],
      consent_given: false,
      privacy_notice_version: '2026-11',
      form_token: 'signed-token',
    });
  });

  it('carries the answer to a question only while it shows (decision 041)', () => {
    const asks = {
      ...signed,
      options: {
        ...signed.options,
        budget: signed.options.budget.map((option) => ({
          ...option,
          followUp: { kind: 'text' as const, label: 'Is there a tender?', required: false },
        })),
      },
    };
    const values = { ...emptyValues(), budget: 'More than $100,000', budget_follow_up: 'Yes', timeline_follow_up: 'x' };
    expect(toPayload(values, asks)).toMatchObject({ budget_follow_up: 'Yes' });
    expect(toPayload(values, asks)).not.toHaveProperty('timeline_follow_up');
    expect(toPayload({ ...values, budget: '' }, asks)).not.toHaveProperty('budget_follow_up');
  });

  it('has an empty project list when no type is chosen', () => {
    expect(toPayload(emptyValues(), signed).project).toEqual([]);
  });

  it('sends the consent tick as true once the box is ticked', () => {
    expect(toPayload({ ...emptyValues(), consent_given: 'true' }, signed).consent_given).toBe(true);
  });
});

it('the review is the last of the four steps', () => {
  expect(REVIEW_STEP).toBe(3);
  expect(REVIEW_STEP).toBe(STEP_COUNT - 1);
});

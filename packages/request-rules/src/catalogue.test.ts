import { describe, expect, it } from 'vitest';
import {
  FORM_FIELD_NAMES,
  FORM_STEPS,
  STAFF_HEADING_FIELDS,
  STAFF_QUOTED_FIELD,
  STAFF_SUMMARY,
  STAFF_SUMMARY_FIELDS,
  STEP_COUNT,
  displayValue,
  fieldByName,
  maxLengthOf,
  projectTypesOf,
  reviewSections,
  staffSummaryLines,
  summaryLines,
} from './catalogue';
import { buildDefinition } from './definition';
import { privacyNoticeFromSettings } from './privacy';
import { defaultRequiredMessage } from './fields';
import { SPEC_OPTIONS } from './spec-options.fixture';

describe('the form in steps (docs/product.md "Progress and moving between steps")', () => {
  it('has four steps, titled as the product describes, the review step without fields', () => {
    expect(STEP_COUNT).toBe(4);
    expect(FORM_STEPS.map((step) => [step.index, step.title, step.fields.length])).toEqual([
      [0, 'Project Information', 3],
      [1, 'Contact Information', 6],
      [2, 'Project Details', 4],
      [3, 'Review', 0],
    ]);
  });

  it('asks the fields in the order the product lists them, each step after the one before', () => {
    expect(FORM_STEPS.map((step) => step.fields.map((field) => field.name))).toEqual([
      ['project', 'project_type', 'explanation'],
      ['first_name', 'last_name', 'title', 'company', 'email', 'phone'],
      ['budget', 'timeline', 'next_step', 'research'],
      [],
    ]);
    expect(FORM_FIELD_NAMES).toEqual(FORM_STEPS.flatMap((step) => step.fields.map((field) => field.name)));
  });

  it('asks each field as docs/product.md describes it: label, input, whether required, limit, options, autofill', () => {
    expect(
      FORM_STEPS.flatMap((step) =>
        step.fields.map((field) => [
          field.name,
          field.label,
          field.kind,
          field.required,
          field.maxLength,
          field.options ?? null,
          field.autocomplete ?? null,
        ]),
      ),
    ).toEqual([
      ['project', 'Project type', 'select', true, 120, 'projectTypes', null],
      ['project_type', 'Specific project type', 'radio', false, 120, 'specificTypes', null],
      ['explanation', 'Tell us about your project', 'textarea', false, 5000, null, null],
      ['first_name', 'First name', 'text', true, 100, null, 'given-name'],
      ['last_name', 'Last name', 'text', true, 100, null, 'family-name'],
      ['title', 'Title', 'text', false, 120, null, 'organization-title'],
      ['company', 'Company', 'text', false, 160, null, 'organization'],
      ['email', 'Email', 'email', true, 254, null, 'email'],
      ['phone', 'Phone', 'tel', false, 40, null, 'tel'],
      ['budget', 'Budget', 'radio', true, 120, 'budget', null],
      ['timeline', 'Timeline', 'radio', true, 120, 'timeline', null],
      ['next_step', 'Preferred next step', 'select', true, 120, 'nextStep', null],
      ['research', 'How did you hear about us?', 'select', true, 120, 'research', null],
    ]);
  });

  it('says "{Field Name} is required" for a required field without a message of its own', () => {
    expect(defaultRequiredMessage('first_name')).toBe('First Name is required');
    expect(defaultRequiredMessage('next_step')).toBe('Next Step is required');
    expect(defaultRequiredMessage('phone')).toBe('Phone is required');
    expect(defaultRequiredMessage('_odd__name_')).toBe('Odd Name is required');
  });

  it('labels each field as the form shows it', () => {
    expect(fieldByName('research')?.label).toBe('How did you hear about us?');
    expect(fieldByName('next_step')?.label).toBe('Preferred next step');
    expect(fieldByName('explanation')).toMatchObject({ kind: 'textarea', multiline: true });
    expect(fieldByName('status')).toBeUndefined();
  });

  it('is what the definition endpoint sends the site', () => {
    const definition = buildDefinition(
      SPEC_OPTIONS,
      { formToken: 't', minFillSeconds: 3 },
      privacyNoticeFromSettings(null),
    );
    expect(definition.stepCount).toBe(STEP_COUNT);
    expect(
      definition.steps.map((step) => step.fields.map((field) => [field.name, field.label, field.maxLength])),
    ).toEqual(FORM_STEPS.map((step) => step.fields.map((field) => [field.name, field.label, field.maxLength])));
  });
});

describe('length limits (docs/product.md "Validation")', () => {
  it('bounds every field a request carries, the form fields and the context sent along', () => {
    expect(maxLengthOf('first_name')).toBe(100);
    expect(maxLengthOf('email')).toBe(254);
    expect(maxLengthOf('explanation')).toBe(5000);
    expect(maxLengthOf('service_name')).toBe(160);
    expect(maxLengthOf('service_url')).toBe(255);
    expect(maxLengthOf('source_url')).toBe(2048);
  });

  it('knows no limit for a field the request does not have', () => {
    expect(maxLengthOf('status')).toBeUndefined();
    expect(maxLengthOf('toString')).toBeUndefined();
  });
});

const request = {
  project: ['Digital / Web'],
  project_type: 'Web Application',
  explanation: '  A booking site.  ',
  first_name: 'Ada',
  last_name: 'Lovelace',
  title: '',
  company: null,
  email: 'ada@example.com',
  phone: '',
  budget: '$20,000 - $50,000',
  timeline: '3-6-months',
  next_step: 'Schedule a consultation',
  research: 'Referral',
  service_name: 'Web Design & Development',
  source_url: 'https://agency.test/',
};

describe('the review (docs/product.md "Step 4: Review")', () => {
  it('lists, per step before it, only the fields that hold a value, trimmed, options by their label', () => {
    expect(reviewSections(request, SPEC_OPTIONS)).toEqual([
      {
        step: 0,
        title: 'Project Information',
        lines: [
          { name: 'project', label: 'Project type', value: 'Digital / Web' },
          { name: 'project_type', label: 'Specific project type', value: 'Web Application' },
          { name: 'explanation', label: 'Tell us about your project', value: 'A booking site.' },
        ],
      },
      {
        step: 1,
        title: 'Contact Information',
        lines: [
          { name: 'first_name', label: 'First name', value: 'Ada' },
          { name: 'last_name', label: 'Last name', value: 'Lovelace' },
          { name: 'email', label: 'Email', value: 'ada@example.com' },
        ],
      },
      {
        step: 2,
        title: 'Project Details',
        lines: [
          { name: 'budget', label: 'Budget', value: '$20,000 - $50,000' },
          { name: 'timeline', label: 'Timeline', value: '3-6 months' },
          { name: 'next_step', label: 'Preferred next step', value: 'Schedule a consultation' },
          { name: 'research', label: 'How did you hear about us?', value: 'Referral' },
        ],
      },
    ]);
  });

  it('shows a value no longer offered as it is', () => {
    expect(summaryLines({ timeline: 'someday' }, SPEC_OPTIONS)).toEqual([
      { name: 'timeline', label: 'Timeline', value: 'someday' },
    ]);
  });

  it('shows stored values when it has no option lists', () => {
    expect(summaryLines({ timeline: '3-6-months', project: 'Other' })).toEqual([
      { name: 'project', label: 'Project type', value: 'Other' },
      { name: 'timeline', label: 'Timeline', value: '3-6-months' },
    ]);
  });

  it("shows a service page's specific type by its label, from the service class's list", () => {
    const options = structuredClone(SPEC_OPTIONS);
    const web = options.projectTypes.find((type) => type.value === 'Digital / Web')!;
    web.specificTypes = [{ value: 'web-app', label: 'Web Application' }];
    const field = fieldByName('project_type')!;
    expect(displayValue(field, { project: ['Other'], service_class: 'web', project_type: 'web-app' }, options)).toBe(
      'Web Application',
    );
    expect(displayValue(field, { project: ['Other'], project_type: 'web-app' }, options)).toBe('web-app');
  });
});

describe('the staff summary (new-request notification and e-mail)', () => {
  it('shows every field a prospect fills in: in its heading, its lines or its quote', () => {
    const shown = new Set([
      ...STAFF_HEADING_FIELDS,
      ...STAFF_SUMMARY.flatMap((line) => line.fields),
      STAFF_QUOTED_FIELD,
      'follow_ups',
    ]);
    expect(FORM_FIELD_NAMES.filter((name) => !shown.has(name))).toEqual([]);
    expect([...STAFF_SUMMARY_FIELDS].sort()).toEqual([...shown].sort());
  });

  it('reads its lines in the order staff read them, stored values as they are, empty lines left out', () => {
    expect(
      staffSummaryLines({ ...request, company: 'Engines', phone: '+1 555' }).map((line) => [line.label, line.value]),
    ).toEqual([
      ['Project', 'Digital / Web · Web Application'],
      ['Budget', '$20,000 - $50,000'],
      ['Timeline', '3-6-months'],
      ['Next step', 'Schedule a consultation'],
      ['Company', 'Engines'],
      ['E-mail', 'ada@example.com'],
      ['Phone', '+1 555'],
      ['Found us through', 'Referral'],
      ['Service page', 'Web Design & Development'],
      ['Sent from', 'https://agency.test/'],
    ]);
  });

  it('puts each follow-up answer under the line of its field, the question as it was asked', () => {
    const follow_ups = [
      {
        field: 'budget',
        option: 'More than $100,000',
        question: 'Is there a procurement process?',
        answer: 'Yes, a tender',
      },
      { field: 'project', option: 'Other', question: 'Describe the project type', answer: 'Murals' },
      { field: 'unknown_field', option: 'x', question: 'Anything else?', answer: 'Last' },
    ];
    const labels = (value: unknown) =>
      staffSummaryLines({ project: '["Other"]', budget: 'More than $100,000', email: 'a@b.c', follow_ups: value }).map(
        (line) => `${line.label}: ${line.value}`,
      );
    const expected = [
      'Project: Other',
      'Describe the project type: Murals',
      'Budget: More than $100,000',
      'Is there a procurement process?: Yes, a tender',
      'E-mail: a@b.c',
      'Anything else?: Last',
    ];
    expect(labels(follow_ups)).toEqual(expected);
    // As SQLite may hand the list over: JSON text.
    expect(labels(JSON.stringify(follow_ups))).toEqual(expected);
    // Nothing readable: no answer lines, the rest as ever.
    expect(labels('not json')).toEqual(['Project: Other', 'Budget: More than $100,000', 'E-mail: a@b.c']);
    expect(labels([{ field: 'budget' }])).toEqual(['Project: Other', 'Budget: More than $100,000', 'E-mail: a@b.c']);
  });

  it('shows the project type alone when no specific type was chosen', () => {
    expect(staffSummaryLines({ project: '["Other"]' })).toEqual([
      { name: 'project,project_type', label: 'Project', value: 'Other' },
    ]);
  });
});

describe('project as stored', () => {
  it('reads a list, a plain string or the list as JSON text (SQLite)', () => {
    expect(projectTypesOf(['Other'])).toEqual(['Other']);
    expect(projectTypesOf(' Other ')).toEqual(['Other']);
    expect(projectTypesOf('["Video / Audio"]')).toEqual(['Video / Audio']);
    expect(projectTypesOf('')).toEqual([]);
    expect(projectTypesOf('   ')).toEqual([]);
    expect(projectTypesOf(null)).toEqual([]);
    expect(projectTypesOf([' ', 42])).toEqual(['42']);
  });
});

import { describe, expect, it } from 'vitest';
import { reviewSections } from './catalogue';
import { formOptionsFromRows, type FormOptionRow, type ProjectTypeRow } from './cms-rows';
import { attachmentsError, followUpAnswers, followUpQuestions } from './follow-ups';
import { localizeOptions, type FormOptions } from './options';
import { SPEC_OPTIONS } from './spec-options.fixture';
import { validateStep, validateSubmission } from './validation';

// docs/decisions/041-follow-up-questions.md: the demo's three follow-ups, as editors set them.
const withFollowUps = (): FormOptions => ({
  ...SPEC_OPTIONS,
  projectTypes: SPEC_OPTIONS.projectTypes.map((type) =>
    type.value === 'Other'
      ? {
          ...type,
          followUp: {
            kind: 'text',
            label: 'Describe the project type',
            labels: { es: 'Describe el tipo de proyecto' },
            required: true,
          },
        }
      : type,
  ),
  budget: SPEC_OPTIONS.budget.map((option) =>
    option.value === 'More than $100,000'
      ? { ...option, followUp: { kind: 'textarea', label: 'Is there a procurement process?', required: false } }
      : option,
  ),
  nextStep: SPEC_OPTIONS.nextStep.map((option) =>
    option.value === 'Submit a request for proposal' ? { ...option, followUp: { kind: 'attachments' } } : option,
  ),
});

const options = withFollowUps();
const messages = (step: 0 | 1 | 2 | 3, values: Record<string, unknown>) =>
  validateStep(step, values, options).errors.map((error) => [error.field, error.message, error.step]);

/** A whole request without a project type: each test chooses one. */
const SUBMISSION = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  budget: 'Less than $20,000',
  timeline: 'flexible',
  next_step: 'Discuss over the phone',
  research: 'Referral',
};

describe('follow-up questions', () => {
  it('shows a question only while its option is chosen, after its field', () => {
    expect(followUpQuestions(options, { project: 'Digital / Web' })).toEqual([]);
    expect(followUpQuestions(options, { project: ['Other'] })).toEqual([
      {
        kind: 'text',
        label: 'Describe the project type',
        labels: { es: 'Describe el tipo de proyecto' },
        required: true,
        name: 'project_follow_up',
        of: 'project',
        step: 0,
        option: 'Other',
        maxLength: 500,
      },
    ]);
    expect(followUpQuestions(options, { project: 'Other', budget: 'More than $100,000' }, 2)).toMatchObject([
      { name: 'budget_follow_up', required: false, maxLength: 5000 },
    ]);
  });

  it('requires a required answer on its step, with the step of its field, and checks its length', () => {
    expect(messages(0, { project: ['Other'] })).toEqual([['project_follow_up', 'Please answer this question', 0]]);
    expect(messages(0, { project: ['Other'], project_follow_up: '  ' })).toEqual([
      ['project_follow_up', 'Please answer this question', 0],
    ]);
    expect(messages(0, { project: ['Other'], project_follow_up: 'A museum shop' })).toEqual([]);
    expect(messages(0, { project: ['Other'], project_follow_up: 'x'.repeat(501) })).toEqual([
      ['project_follow_up', 'Describe the project type must be at most 500 characters', 0],
    ]);
    // An optional question may stay empty.
    expect(
      messages(2, { budget: 'More than $100,000', timeline: 'flexible', next_step: 'x', research: 'Referral' }),
    ).toEqual([['next_step', 'This option is no longer available', 2]]);
  });

  it('asks nothing once the option is changed: a hidden question is not required and its answer is dropped', () => {
    expect(messages(0, { project: ['Digital / Web'] })).toEqual([]);
    const stored = validateSubmission(
      {
        project: ['Digital / Web'],
        project_follow_up: 'left over',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        budget: 'More than $100,000',
        budget_follow_up: ' Yes, a tender. ',
        timeline: 'flexible',
        next_step: 'Discuss over the phone',
        research: 'Referral',
      },
      options,
    );
    expect(stored.errors).toEqual([]);
    expect(stored.data).not.toHaveProperty('project_follow_up');
    expect(stored.data).not.toHaveProperty('budget_follow_up');
    expect(stored.data?.follow_ups).toEqual([
      {
        field: 'budget',
        option: 'More than $100,000',
        question: 'Is there a procurement process?',
        answer: 'Yes, a tender.',
      },
    ]);
  });

  it('stores no answers as null, and refuses a submission whose required answer is missing', () => {
    const base = { ...SUBMISSION, project: ['Other'] };
    expect(validateSubmission(base, options).errors).toEqual([
      { field: 'project_follow_up', step: 0, message: 'Please answer this question' },
    ]);
    expect(validateSubmission({ ...base, project: ['Digital / Web'] }, options).data?.follow_ups).toBeNull();
  });

  it('judges each submission by its own chosen options, with schemas kept between submissions', () => {
    const other = { ...SUBMISSION, project: ['Other'] };
    const web = { ...SUBMISSION, project: ['Digital / Web'] };
    for (let round = 0; round < 2; round++) {
      expect(validateSubmission(other, options).errors.map((error) => error.field)).toEqual(['project_follow_up']);
      expect(validateSubmission(web, options).valid).toBe(true);
      expect(
        validateSubmission({ ...other, project_follow_up: 'A museum guide' }, options).data?.follow_ups,
      ).toHaveLength(1);
      // The same values against other option lists (an editor's change): judged by those.
      expect(validateSubmission(other, { ...options, projectTypes: SPEC_OPTIONS.projectTypes }).valid).toBe(true);
      // A required consent is judged by the notice in force.
      expect(
        validateSubmission(web, options, { version: '2026-11', path: '/privacy', requireConsent: true }).valid,
      ).toBe(false);
    }
  });

  it('makes the attachments required on the step of the option that asks for them', () => {
    const values = { next_step: 'Submit a request for proposal' };
    const error = { field: 'attachments', step: 2, message: 'Please attach at least one file' };
    expect(attachmentsError(options, values, 0)).toEqual(error);
    expect(attachmentsError(options, values, 0, 2)).toEqual(error);
    expect(attachmentsError(options, values, 0, 0)).toBeUndefined();
    expect(attachmentsError(options, values, 1)).toBeUndefined();
    expect(attachmentsError(options, { next_step: 'Discuss over the phone' }, 0)).toBeUndefined();
  });

  it('keeps only answered questions that are shown, and lists them in the review after their field', () => {
    const values = {
      project: 'Other',
      project_follow_up: 'A museum shop',
      budget: 'Less than $20,000',
      budget_follow_up: 'x',
    };
    expect(followUpAnswers(options, values)).toEqual([
      { field: 'project', option: 'Other', question: 'Describe the project type', answer: 'A museum shop' },
    ]);
    expect(reviewSections(values, options)[0]!.lines.map((line) => [line.label, line.value])).toEqual([
      ['Project type', 'Other'],
      ['Describe the project type', 'A museum shop'],
    ]);
  });

  it('asks the question in the page language, and stores it in English', () => {
    const spanish = localizeOptions(options, 'es');
    expect(followUpQuestions(spanish, { project: 'Other' })[0]).toMatchObject({
      label: 'Describe el tipo de proyecto',
    });
    expect(followUpQuestions(spanish, { project: 'Other' })[0]).not.toHaveProperty('labels');
  });
});

describe('follow-ups from the CMS rows', () => {
  const type = (row: Partial<ProjectTypeRow>): ProjectTypeRow => ({
    id: 1,
    value: 'Other',
    label: 'Other',
    keywords: null,
    service_classes: null,
    is_fallback: true,
    ...row,
  });
  const list = (row: Partial<FormOptionRow>): FormOptionRow => ({ list: 'budget', value: 'b', label: 'b', ...row });

  it('reads a question with its translations, the attachments, and nothing for none', () => {
    const read = formOptionsFromRows(
      [
        type({
          follow_up: 'text',
          follow_up_label: ' Describe the project type ',
          follow_up_required: 1,
          translations: '{"es":{"label":"Otro","follow_up_label":"Describe el tipo de proyecto"}}',
        }),
      ],
      [],
      [list({ follow_up: 'attachments' }), list({ value: 'c', follow_up: null, follow_up_label: 'stale' })],
    );
    expect(read.projectTypes[0]!.followUp).toEqual({
      kind: 'text',
      label: 'Describe the project type',
      required: true,
      labels: { es: 'Describe el tipo de proyecto' },
    });
    expect(read.budget.map((option) => option.followUp)).toEqual([{ kind: 'attachments' }, undefined]);
  });

  it('ignores a question without words and a kind it does not know', () => {
    const read = formOptionsFromRows(
      [],
      [],
      [list({ follow_up: 'text', follow_up_label: ' ' }), list({ follow_up: 'poll', follow_up_label: 'Why?' })],
    );
    expect(read.budget.map((option) => option.followUp)).toEqual([undefined, undefined]);
  });
});

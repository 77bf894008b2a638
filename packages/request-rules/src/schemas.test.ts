import { describe, expect, it } from 'vitest';
import type { RequestValues } from './schemas';
import { cleanContextValue, isSingleLineText } from './text-rules';
import { validateLead, validateStep, validateSubmission } from './validation';
import { privacyNoticeFromSettings } from './privacy';
import { SPEC_OPTIONS } from './spec-options.fixture';

const messages = (step: 0 | 1 | 2 | 3, values: RequestValues) =>
  validateStep(step, values, SPEC_OPTIONS).errors.map((error) => [error.field, error.message]);

const complete: RequestValues = {
  project: ['Digital / Web'],
  project_type: 'Web Application',
  explanation: 'A new booking site.\nWith two lines.',
  first_name: ' Ada ',
  last_name: 'Lovelace',
  title: '',
  company: 'Analytical Engines',
  email: ' Ada@Example.COM ',
  phone: '+44 20 7946 0000',
  research: 'Referral',
  budget: 'More than $100,000',
  timeline: 'flexible',
  next_step: 'Discuss over the phone',
  service_name: 'Web Design & Development',
  service_url: '/creative-services/web',
  service_class: 'web',
  website: '',
  form_token: 'token',
};

describe('step 0: Project Information (docs/product.md "Step 1: Project Information")', () => {
  it('requires a project type', () => {
    expect(messages(0, {})).toEqual([['project', 'Please select a project type']]);
    expect(messages(0, { project: [] })).toEqual([['project', 'Please select a project type']]);
    expect(messages(0, { project: '  ' })).toEqual([['project', 'Please select a project type']]);
  });

  it('accepts the type as a one-element list or a string; specific type and explanation are optional', () => {
    expect(messages(0, { project: ['Other'] })).toEqual([]);
    expect(messages(0, { project: 'Other' })).toEqual([]);
  });

  it('refuses a type or specific type that is not published, and a specific type of another type', () => {
    expect(messages(0, { project: ['Space Travel'] })).toEqual([['project', 'This option is no longer available']]);
    expect(messages(0, { project: ['Other'], project_type: 'Web Application' })).toEqual([
      ['project_type', 'This option is no longer available'],
    ]);
    expect(messages(0, { project: ['Other'], project_type: 'Creative Direction' })).toEqual([]);
  });

  it('on a service page also accepts the specific types of the service class', () => {
    expect(messages(0, { project: ['Other'], service_class: 'web', project_type: 'Web Application' })).toEqual([]);
  });

  it('refuses a list with two types', () => {
    expect(messages(0, { project: ['Other', 'Digital / Web'] })).toEqual([['project', 'This value is not valid']]);
  });
});

describe('step 1: Contact Information (docs/product.md "Step 2: Contact Information")', () => {
  it('requires first name, last name and email, in form order', () => {
    expect(messages(1, {})).toEqual([
      ['first_name', 'First name is required'],
      ['last_name', 'Last name is required'],
      ['email', 'Email is required'],
    ]);
  });

  it('checks the email format after presence (first failing rule only)', () => {
    expect(messages(1, { first_name: 'A', last_name: 'B', email: 'nope' })).toEqual([
      ['email', 'Invalid email format'],
    ]);
    expect(messages(1, { first_name: 'A', last_name: 'B', email: '' })).toEqual([['email', 'Email is required']]);
  });

  it('needs a top-level domain of 2 to 4 letters', () => {
    const emailError = (email: string) => messages(1, { first_name: 'A', last_name: 'B', email });
    expect(emailError('a@b.io')).toEqual([]);
    expect(emailError('first.last+tag@mail.example.info')).toEqual([]);
    expect(emailError('a@b.c')).toEqual([['email', 'Invalid email format']]);
    expect(emailError('a@b.travel')).toEqual([['email', 'Invalid email format']]);
    expect(emailError('a@b.c0m')).toEqual([['email', 'Invalid email format']]);
    expect(emailError('a b@c.com')).toEqual([['email', 'Invalid email format']]);
    expect(emailError('a@@c.com')).toEqual([['email', 'Invalid email format']]);
  });

  it('leaves phone, title and company optional but bounded', () => {
    expect(
      messages(1, { first_name: 'A', last_name: 'B', email: 'a@b.io', phone: '', title: '', company: '' }),
    ).toEqual([]);
    expect(messages(1, { first_name: 'A', last_name: 'B', email: 'a@b.io', company: 'x'.repeat(161) })).toEqual([
      ['company', 'Company must be at most 160 characters'],
    ]);
  });

  it('refuses control characters, and line breaks in one-line fields', () => {
    expect(messages(1, { first_name: 'A\u0000', last_name: 'B\nC', email: 'a@b.io' })).toEqual([
      ['first_name', 'First name contains characters that are not allowed'],
      ['last_name', 'Last name contains characters that are not allowed'],
    ]);
  });

  it('refuses values of the wrong type', () => {
    expect(messages(1, { first_name: 42, last_name: ['B'], email: { a: 1 } })).toEqual([
      ['first_name', 'This value is not valid'],
      ['last_name', 'This value is not valid'],
      ['email', 'This value is not valid'],
    ]);
  });
});

describe('step 2: Project Details (docs/product.md "Step 3: Project Details")', () => {
  it('requires every detail, each with its own message', () => {
    expect(messages(2, {})).toEqual([
      ['budget', 'Please select your budget'],
      ['timeline', 'Please select your timeline'],
      ['next_step', 'Please select the next step'],
      ['research', 'Please select how you found us'],
    ]);
  });

  it('takes option values, not labels', () => {
    const details = { research: 'Referral', budget: 'Less than $20,000', next_step: 'Schedule a consultation' };
    expect(messages(2, { ...details, timeline: '3-6-months' })).toEqual([]);
    expect(messages(2, { ...details, timeline: '3-6 months' })).toEqual([
      ['timeline', 'This option is no longer available'],
    ]);
  });
});

describe('step 3: Review (docs/product.md "Step 4: Review")', () => {
  const asking = privacyNoticeFromSettings({ privacy_notice_version: '2026-11', require_consent_checkbox: true });
  const notAsking = privacyNoticeFromSettings({ privacy_notice_version: '2026-11', require_consent_checkbox: false });
  const reviewErrors = (values: RequestValues, privacy = asking) =>
    validateStep(3, values, SPEC_OPTIONS, privacy).errors.map((error) => [error.field, error.message, error.step]);

  it('has no rules while Site Settings do not ask for consent', () => {
    expect(messages(3, {})).toEqual([]);
    expect(reviewErrors({}, notAsking)).toEqual([]);
    expect(reviewErrors({ consent_given: false }, notAsking)).toEqual([]);
  });

  it('asks for the consent checkbox while Site Settings require it', () => {
    expect(reviewErrors({})).toEqual([['consent_given', 'Please agree to the privacy notice', 3]]);
    expect(reviewErrors({ consent_given: false })).toEqual([
      ['consent_given', 'Please agree to the privacy notice', 3],
    ]);
    expect(reviewErrors({ consent_given: true })).toEqual([]);
  });

  it('takes only a boolean as the checkbox', () => {
    expect(reviewErrors({ consent_given: 'true' })).toEqual([['consent_given', 'This value is not valid', 3]]);
    expect(reviewErrors({ consent_given: 1 }, notAsking)).toEqual([['consent_given', 'This value is not valid', 3]]);
  });
});

describe('the privacy fields of a submission (decision 018)', () => {
  const asking = privacyNoticeFromSettings({ privacy_notice_version: '2026-11', require_consent_checkbox: true });
  const notAsking = privacyNoticeFromSettings({ privacy_notice_version: '2026-11', require_consent_checkbox: false });

  it('stores the version the form showed and the checkbox as sent', () => {
    const result = validateSubmission(
      { ...complete, privacy_notice_version: ' 2026-11 ', consent_given: true },
      SPEC_OPTIONS,
      asking,
    );
    expect(result.errors).toEqual([]);
    expect(result.data).toMatchObject({ privacy_notice_version: '2026-11', consent_given: true });
  });

  it('without a checkbox asked: nothing needed, stored as not given; no version sent is stored as none', () => {
    const result = validateSubmission(complete, SPEC_OPTIONS, notAsking);
    expect(result.errors).toEqual([]);
    expect(result.data).toMatchObject({ privacy_notice_version: null, consent_given: false });
    expect(validateSubmission(complete, SPEC_OPTIONS).data).toMatchObject({ consent_given: false });
  });

  it('refuses a request without the tick while Site Settings require it, on the review step', () => {
    for (const consent of [{}, { consent_given: false }, { consent_given: null }]) {
      const result = validateSubmission(
        { ...complete, privacy_notice_version: '2026-11', ...consent },
        SPEC_OPTIONS,
        asking,
      );
      expect(result.valid).toBe(false);
      expect(result.errors).toEqual([
        { field: 'consent_given', message: 'Please agree to the privacy notice', step: 3 },
      ]);
    }
  });

  it('accepts a version other than the current one: what was shown is stored (decision 018)', () => {
    const result = validateSubmission({ ...complete, privacy_notice_version: '2025-01' }, SPEC_OPTIONS, notAsking);
    expect(result.data).toMatchObject({ privacy_notice_version: '2025-01' });
  });

  it('bounds the version like any text the form sends', () => {
    const errors = (version: unknown) =>
      validateSubmission({ ...complete, privacy_notice_version: version }, SPEC_OPTIONS, notAsking).errors.map(
        (error) => error.message,
      );
    expect(errors('v'.repeat(41))).toEqual(['Privacy notice version must be at most 40 characters']);
    expect(errors('2026\n11')).toEqual(['Privacy notice version contains characters that are not allowed']);
    expect(errors(2026)).toEqual(['This value is not valid']);
  });
});

describe('validateSubmission', () => {
  it('returns what to store: trimmed, e-mail in lower case, empty optional fields null, project as a list', () => {
    const result = validateSubmission(complete, SPEC_OPTIONS);
    expect(result.valid).toBe(true);
    expect(result.data).toMatchObject({
      project: ['Digital / Web'],
      first_name: 'Ada',
      email: 'ada@example.com',
      title: null,
      explanation: 'A new booking site.\nWith two lines.',
    });
  });

  it('reports unknown fields, including the triage fields a prospect must not set', () => {
    const result = validateSubmission({ ...complete, status: 'won', assignee: 'x', internal_notes: 'y' }, SPEC_OPTIONS);
    expect(result.valid).toBe(false);
    expect(result.unknownFields.sort()).toEqual(['assignee', 'internal_notes', 'status']);
  });

  it('reports every failing field of every step at once', () => {
    const result = validateSubmission({ ...complete, project: [], email: 'x', budget: 'free' }, SPEC_OPTIONS);
    expect(result.errors.map((error) => [error.field, error.step])).toEqual([
      ['project', 0],
      ['email', 1],
      ['budget', 2],
    ]);
  });

  it('bounds context fields too', () => {
    const result = validateSubmission({ ...complete, utm_source: 'u'.repeat(256) }, SPEC_OPTIONS);
    expect(result.errors).toEqual([
      { field: 'utm_source', message: 'utm_source must be at most 255 characters', step: 3 },
    ]);
  });
});

describe('validateLead (staff entering a request by hand)', () => {
  it('needs the contact, not the project details', () => {
    expect(validateLead({ first_name: 'A', last_name: 'B', email: 'a@b.io' }, SPEC_OPTIONS).valid).toBe(true);
    expect(validateLead({ first_name: 'A', last_name: 'B' }, SPEC_OPTIONS).errors).toEqual([
      { field: 'email', message: 'Email is required', step: 1 },
    ]);
  });

  it('still refuses unpublished options', () => {
    const result = validateLead({ first_name: 'A', last_name: 'B', email: 'a@b.io', budget: 'free' }, SPEC_OPTIONS);
    expect(result.errors.map((error) => error.field)).toEqual(['budget']);
  });
});

describe('invisible and direction-changing characters, addresses', () => {
  const submissionErrors = (values: RequestValues) =>
    validateSubmission({ ...complete, ...values }, SPEC_OPTIONS).errors.map((error) => [error.field, error.message]);

  it('refuses bidi controls and C1 controls everywhere, line separators in one-line fields', () => {
    expect(submissionErrors({ first_name: 'Ada\u202Egnp.exe' })).toEqual([
      ['first_name', 'First name contains characters that are not allowed'],
    ]);
    expect(submissionErrors({ explanation: 'Hi\u2067there' })).toEqual([
      ['explanation', 'Tell us about your project contains characters that are not allowed'],
    ]);
    expect(submissionErrors({ title: 'CEO\u0085' })).toEqual([
      ['title', 'Title contains characters that are not allowed'],
    ]);
    expect(submissionErrors({ company: 'A\u2028B' })).toEqual([
      ['company', 'Company contains characters that are not allowed'],
    ]);
    expect(submissionErrors({ explanation: 'Line one\u2028line two' })).toEqual([]);
  });

  it('drops zero-width characters but keeps joiners', () => {
    const result = validateSubmission(
      { ...complete, company: '\uFEFFAcme\u200B Co', explanation: '👩\u200D💻' },
      SPEC_OPTIONS,
    );
    expect(result.data).toMatchObject({ company: 'Acme Co', explanation: '👩\u200D💻' });
  });

  it('takes only http(s) addresses in the address fields; the service page may be a site path', () => {
    expect(submissionErrors({ source_url: 'javascript:alert(1)' })).toEqual([
      ['source_url', 'source_url must be an http or https address'],
    ]);
    expect(submissionErrors({ referrer: 'android-app://com.example/' })).toEqual([
      ['referrer', 'referrer must be an http or https address'],
    ]);
    expect(submissionErrors({ service_url: '//evil.example/x' })).toEqual([
      ['service_url', 'service_url must be an http or https address'],
    ]);
    expect(submissionErrors({ source_url: 'https://agency.test/?a=1', service_url: 'http://agency.test/x' })).toEqual(
      [],
    );
  });

  it('cleans what the form sends without showing it, so that a crafted link cannot block a request', () => {
    expect(cleanContextValue('utm_source', 'news\u202Eletter\u200B', 255)).toBe('newsletter');
    expect(cleanContextValue('referrer', 'android-app://com.google.android.gm/', 2048)).toBe('');
    expect(cleanContextValue('referrer', 'https://search.example/', 2048)).toBe('https://search.example/');
  });
});

describe('one message per field: its first failing rule (docs/product.md "Validation")', () => {
  // The order: text type, length, forbidden characters, required, e-mail format, offered option, web address.
  const contact = { first_name: 'A', last_name: 'B' };

  it('reports forbidden characters before the e-mail format when a value breaks both', () => {
    expect(messages(1, { ...contact, email: 'ada\u0000example.com' })).toEqual([
      ['email', 'Email contains characters that are not allowed'],
    ]);
  });

  it('reports the length before forbidden characters and the e-mail format', () => {
    expect(messages(1, { ...contact, email: `${'a\u0007'.repeat(130)}` })).toEqual([
      ['email', 'Email must be at most 254 characters'],
    ]);
  });

  it('reports the length before an unpublished option', () => {
    expect(
      messages(2, {
        research: 'x'.repeat(121),
        budget: 'Less than $20,000',
        timeline: 'flexible',
        next_step: 'Discuss over the phone',
      }),
    ).toEqual([['research', 'How did you hear about us? must be at most 120 characters']]);
  });

  it('reports a forbidden character before an unpublished option, and before a missing value', () => {
    const details = { budget: 'Less than $20,000', timeline: 'flexible', next_step: 'Discuss over the phone' };
    expect(messages(2, { ...details, research: 'Refer\u0000ral' })).toEqual([
      ['research', 'How did you hear about us? contains characters that are not allowed'],
    ]);
    expect(messages(1, { ...contact, email: '\u200B' })).toEqual([['email', 'Email is required']]);
  });

  it('reports forbidden characters before a non-web address', () => {
    expect(validateSubmission({ ...complete, referrer: 'javascript:\u0007' }, SPEC_OPTIONS).errors).toEqual([
      { field: 'referrer', message: 'referrer contains characters that are not allowed', step: 3 },
    ]);
  });
});

describe('specific project types (docs/product.md "Step 1: Project Information", "Option lists")', () => {
  it('off a service page, accepts only the chosen type\'s own list, not the "Other" list', () => {
    expect(messages(0, { project: ['Digital / Web'], project_type: 'Creative Direction' })).toEqual([
      ['project_type', 'This option is no longer available'],
    ]);
    expect(messages(0, { project: ['Digital / Web'], project_type: 'Web Application' })).toEqual([]);
  });

  it("on a service page of an unknown class, also accepts the fallback type's list, found by its flag wherever it stands", () => {
    const otherFirst = { ...SPEC_OPTIONS, projectTypes: [...SPEC_OPTIONS.projectTypes].reverse() };
    const values = { project: ['Digital / Web'], service_class: 'consulting', project_type: 'Brand Audit' };
    expect(validateStep(0, values, otherFirst).errors).toEqual([]);
    // The last type is now Branding / Strategy: its list is not what an unknown class gets.
    expect(validateStep(0, { ...values, project_type: 'Logo Design' }, otherFirst).errors).toEqual([
      { field: 'project_type', message: 'This option is no longer available', step: 0 },
    ]);
  });

  it('answers a project or service class of the wrong type with "This value is not valid", never a crash', () => {
    expect(messages(0, { project: 42, project_type: 'Web Application' })).toEqual([
      ['project', 'This value is not valid'],
      ['project_type', 'This option is no longer available'],
    ]);
    const result = validateSubmission(
      { ...complete, service_class: ['web'], service_name: { name: 'Web' } },
      SPEC_OPTIONS,
    );
    expect(result.errors.map((error) => [error.field, error.message])).toEqual([
      ['service_name', 'This value is not valid'],
      ['service_class', 'This value is not valid'],
    ]);
  });
});

describe('requests entered in the admin (docs/decisions/012-request-guard.md)', () => {
  const contact = { first_name: 'A', last_name: 'B', email: 'a@b.io' };

  it('stores a lead without a project as an empty list, not a list holding nothing', () => {
    expect(validateLead(contact, SPEC_OPTIONS).data?.project).toEqual([]);
    expect(validateLead({ ...contact, project: null }, SPEC_OPTIONS).data?.project).toEqual([]);
    expect(validateLead({ ...contact, project: [] }, SPEC_OPTIONS).data?.project).toEqual([]);
  });

  it("takes null in an optional field, as the admin's forms send it, and stores it as null", () => {
    const result = validateLead(
      { ...contact, phone: null, company: null, budget: null, utm_source: null },
      SPEC_OPTIONS,
    );
    expect(result.errors).toEqual([]);
    expect(result.data).toMatchObject({ phone: null, company: null, budget: null, utm_source: null });
  });

  it('stores empty optional text as null and trims what is kept', () => {
    expect(validateLead({ ...contact, title: '  ', company: ' Acme ' }, SPEC_OPTIONS).data).toMatchObject({
      title: null,
      company: 'Acme',
    });
  });
});

describe('what the form sends without showing it (docs/product.md "What the form sends")', () => {
  it('refuses line breaks in context fields and a path where a full web address is needed', () => {
    expect(validateSubmission({ ...complete, utm_campaign: 'spring\nsale' }, SPEC_OPTIONS).errors).toEqual([
      { field: 'utm_campaign', message: 'utm_campaign contains characters that are not allowed', step: 3 },
    ]);
    expect(validateSubmission({ ...complete, source_url: '/creative-services/web' }, SPEC_OPTIONS).errors).toEqual([
      { field: 'source_url', message: 'source_url must be an http or https address', step: 3 },
    ]);
  });

  it('answers an anti-spam field of the wrong type or size with "This value is not valid"', () => {
    for (const values of [{ website: 42 }, { form_token: ['t'] }, { website: 'x'.repeat(501) }]) {
      expect(validateSubmission({ ...complete, ...values }, SPEC_OPTIONS).errors.map((error) => error.message)).toEqual(
        ['This value is not valid'],
      );
    }
  });

  it('cleans context values: refused characters out, non-web addresses dropped, site paths kept, cut to length', () => {
    expect(cleanContextValue('utm_term', 'a\nb\tc', 255)).toBe('abc');
    expect(cleanContextValue('utm_term', 'x'.repeat(300), 255)).toBe('x'.repeat(255));
    expect(cleanContextValue('utm_term', 'not a url', 255)).toBe('not a url');
    expect(cleanContextValue('service_url', '/creative-services/web', 255)).toBe('/creative-services/web');
    expect(cleanContextValue('service_url', '//evil.example/x', 255)).toBe('');
    expect(cleanContextValue('source_url', '/creative-services/web', 2048)).toBe('');
    expect(cleanContextValue('referrer', '', 2048)).toBe('');
  });
});

describe('results', () => {
  it('a valid step: valid, no errors, no unknown fields, the values as checked', () => {
    expect(validateStep(0, { project: ['Other'] }, SPEC_OPTIONS)).toEqual({
      valid: true,
      errors: [],
      unknownFields: [],
      data: { project: 'Other', project_type: '', explanation: '' },
    });
    expect(validateStep(0, {}, SPEC_OPTIONS)).toEqual({
      valid: false,
      errors: [{ field: 'project', message: 'Please select a project type', step: 0 }],
      unknownFields: [],
    });
  });

  it('a valid request: valid, no errors, no unknown fields', () => {
    const result = validateSubmission(complete, SPEC_OPTIONS);
    expect(result).toMatchObject({ valid: true, errors: [], unknownFields: [] });
  });
});

describe('isSingleLineText (mail headers)', () => {
  it('accepts a line of text, accents and emoji included', () => {
    expect(isSingleLineText('Thank you, Zoë 👋 · Café & Co')).toBe(true);
    expect(isSingleLineText('')).toBe(true);
  });

  it.each([
    ['a line feed', 'Hi\nBcc: x@y.io'],
    ['a carriage return', 'Hi\rBcc: x@y.io'],
    ['a tab', 'Hi\tthere'],
    ['a NUL', 'Hi\u0000'],
    ['DEL', 'Hi\u007F'],
    ['NEL (C1)', 'Hi\u0085there'],
    ['a line separator', 'Hi\u2028there'],
    ['a paragraph separator', 'Hi\u2029there'],
    ['a right-to-left override', 'Hi\u202Ethere'],
  ])('refuses %s', (_name, text) => {
    expect(isSingleLineText(text)).toBe(false);
  });
});

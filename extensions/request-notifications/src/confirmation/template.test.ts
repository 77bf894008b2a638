import { SPEC_OPTIONS } from '@agency/request-rules/spec-options.fixture';
import { describe, expect, it } from 'vitest';
import {
  BODY_PLACEHOLDERS,
  PLACEHOLDERS,
  confirmationValues,
  renderConfirmation,
  renderHtml,
  renderSubject,
  renderText,
  templateProblems,
  unknownPlaceholders,
  type ConfirmationValues,
} from './template';

// The default texts as migrations/014 seeds them (a variable keeps the type checker out of the
// migration, which is plain JavaScript).
const migrationUrl = new URL('../../../../migrations/014-confirmation-mail.js', import.meta.url).href;
const { DEFAULT_SUBJECT, DEFAULT_BODY } = (await import(migrationUrl)) as {
  DEFAULT_SUBJECT: string;
  DEFAULT_BODY: string;
};

const request = {
  project: ['Digital / Web'],
  project_type: 'Web Application',
  explanation: 'Line one\nLine <two> & "three"',
  first_name: 'Ada',
  last_name: 'Lovelace',
  title: 'Founder',
  company: 'Analytical Kitchens',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  budget: '$20,000 - $50,000',
  timeline: '3-6-months',
  next_step: 'Schedule a consultation',
  research: 'Referral',
};

const values = confirmationValues(request, SPEC_OPTIONS, 'Northlight Studio');

const withNames = (first: string, last = 'Lovelace'): ConfirmationValues =>
  confirmationValues({ ...request, first_name: first, last_name: last }, SPEC_OPTIONS, 'Northlight Studio');

describe('the default texts (migrations/014)', () => {
  const mail = renderConfirmation({ subject: DEFAULT_SUBJECT, body: DEFAULT_BODY }, values);

  it('thank the prospect by first name, about their project, with the 1-2 business days promise', () => {
    expect(mail.subject).toBe('Thank you for your project request, Ada');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain(
      'Thank you for telling us about your Web Application project. Our team will reply within 1-2 business days.',
    );
    expect(mail.text).toContain('The Northlight Studio team');
    expect(mail.html).toContain('<p>Hi Ada,</p>');
    expect(mail.html).toContain('Our team will reply within 1-2 business days.');
  });

  it('use only placeholders editors may use', () => {
    expect(templateProblems({ subject: DEFAULT_SUBJECT, body: DEFAULT_BODY })).toEqual([]);
    expect(unknownPlaceholders(DEFAULT_BODY, BODY_PLACEHOLDERS)).toEqual([]);
  });

  it('copy what the prospect sent, labels as the form shows them, options by their label', () => {
    const lines = mail.text.split('\n');
    expect(lines).toContain('Project type: Digital / Web');
    expect(lines).toContain('Specific project type: Web Application');
    // The explanation is never repeated: the form mails whatever address was typed into it.
    expect(lines.join('\n')).not.toMatch(/Tell us about your project|Line one|Line <two>/);
    expect(lines).toContain('Email: ada@example.com');
    expect(lines).toContain('Budget: $20,000 - $50,000');
    expect(lines).toContain('Timeline: 3-6 months');
    expect(lines).toContain('How did you hear about us?: Referral');
  });

  it('show the summary as a table of its own, not inside a paragraph', () => {
    expect(mail.html).toContain('<p>This is what you sent us:</p>\n<table role="presentation"');
    expect(mail.html).not.toMatch(/<p>\s*<table/);
    expect(mail.html).toContain('>Timeline</th><td style=');
    expect(mail.html).toContain('>3-6 months</td>');
  });
});

describe('escaping: nothing the prospect typed becomes markup', () => {
  it('escapes HTML in every value of the HTML part', () => {
    const hostile = confirmationValues(
      {
        ...request,
        first_name: '<b>Eve</b>',
        last_name: 'O’Hara & Sons',
        company: '<img src=x onerror=alert(1)>',
        explanation: '<script>alert("x")</script>\n</td></tr></table><a href="https://evil.example">win</a>',
        service_name: '"><svg onload=alert(1)>',
      },
      SPEC_OPTIONS,
      'Northlight & Co',
    );
    const html = renderHtml(
      '**Hi {{first_name}} {{last_name}}**, about [{{service}}](https://agency.test/): {{summary}} {{agency_name}}',
      hostile,
      'Title <i>',
    );
    expect(html).toContain('<strong>Hi &lt;b&gt;Eve&lt;/b&gt; O’Hara &amp; Sons</strong>');
    expect(html).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/alert\(&quot;x|evil\.example/);
    expect(html).toContain('Northlight &amp; Co');
    expect(html).toContain('<title>Title &lt;i&gt;</title>');
    expect(html).not.toMatch(/<b>|<script|<svg|<img|href="https:\/\/evil/);
  });

  it('never looks for placeholders inside a value', () => {
    const sneaky = withNames('{{summary}}', '{{agency_name}}');
    expect(renderSubject('Hi {{first_name}} {{last_name}}', sneaky)).toBe('Hi {{summary}} {{agency_name}}');
    expect(renderText('{{first_name}}', sneaky)).toBe('{{summary}}');
    expect(renderHtml('{{first_name}}', sneaky, 't')).toContain('<p>{{summary}}</p>');
  });

  it('shows the editor’s own HTML tags as typed (the mail’s markup is the Markdown’s)', () => {
    const html = renderHtml('Hello <iframe src="https://x.test"></iframe>\n\n<div>block</div>', values, 't');
    expect(html).toContain('&lt;iframe src=&quot;https://x.test&quot;&gt;');
    expect(html).toContain('&lt;div&gt;block&lt;/div&gt;');
    expect(html).not.toMatch(/<iframe|<div>block/);
  });

  it('leaves the plain-text part as typed: no entities in text', () => {
    expect(renderText('{{first_name}} {{last_name}}', withNames('<b>Eve</b>', 'O’Hara & Sons'))).toBe(
      '<b>Eve</b> O’Hara & Sons',
    );
  });
});

describe('placeholders', () => {
  it('fill every placeholder, with spaces inside the braces or not', () => {
    const body = '{{ first_name }}|{{last_name}}|{{service}}|{{agency_name}}';
    expect(renderText(body, values)).toBe('Ada|Lovelace|Web Application|Northlight Studio');
    expect(renderHtml(body, values, 't')).toContain('<p>Ada|Lovelace|Web Application|Northlight Studio</p>');
    expect(Object.keys(PLACEHOLDERS).sort()).toEqual(['agency_name', 'first_name', 'last_name', 'service', 'summary']);
  });

  it('keep Markdown emphasis around a placeholder, and the underscore inside its name', () => {
    expect(renderHtml('**{{first_name}}** _{{last_name}}_', values, 't')).toContain(
      '<p><strong>Ada</strong> <em>Lovelace</em></p>',
    );
  });

  it('keep single line breaks, as plain text would', () => {
    expect(renderHtml('Kind regards,\nThe {{agency_name}} team', values, 't')).toContain(
      '<p>Kind regards,<br>The Northlight Studio team</p>',
    );
  });

  it('name the service page first, then the specific type, then the project type', () => {
    const fromPage = confirmationValues({ ...request, service_name: 'Brand Identity' }, SPEC_OPTIONS, '');
    expect(fromPage.service).toBe('Brand Identity');
    expect(values.service).toBe('Web Application');
    const typeOnly = confirmationValues({ ...request, project_type: null }, SPEC_OPTIONS, '');
    expect(typeOnly.service).toBe('Digital / Web');
  });

  it('read a stored option by its label, and an option since removed by its value', () => {
    const gone = confirmationValues({ ...request, budget: 'retired-budget' }, SPEC_OPTIONS, '');
    expect(gone.summary.find((line) => line.name === 'budget')?.value).toBe('retired-budget');
    expect(values.summary.find((line) => line.name === 'timeline')?.value).toBe('3-6 months');
  });

  it('leave an unknown placeholder as written (editors cannot save one)', () => {
    expect(renderText('Hi {{nickname}}', values)).toBe('Hi {{nickname}}');
    expect(renderSubject('Hi {{summary}}', values)).toBe('Hi');
  });
});

describe('what editors may save', () => {
  it('refuses unknown placeholders, naming them and the ones to use', () => {
    expect(templateProblems({ subject: 'Hi {{firstname}}', body: '{{name}} {{ name }} {{summary}}' })).toEqual([
      'Subject: {{firstname}} is not a placeholder here. Use {{first_name}}, {{last_name}}, {{service}} or {{agency_name}}.',
      'Text: {{name}} is not a placeholder. Use {{first_name}}, {{last_name}}, {{service}}, {{summary}} or {{agency_name}}.',
    ]);
  });

  it('keeps the summary out of the subject', () => {
    expect(templateProblems({ subject: 'Your request: {{summary}}' })).toEqual([
      'Subject: {{summary}} is not a placeholder here. Use {{first_name}}, {{last_name}}, {{service}} or {{agency_name}}.',
    ]);
  });

  it.each([
    ['a line feed', 'Hello\nBcc: all@example.com'],
    ['a carriage return', 'Hello\rBcc: all@example.com'],
    ['a NUL', 'Hello\u0000'],
    ['a line separator', 'Hello\u2028there'],
  ])('refuses a subject with %s', (_name, subject) => {
    expect(templateProblems({ subject })).toEqual([
      'Subject: must be a single line, without line breaks or control characters.',
    ]);
  });

  it('checks only what is given', () => {
    expect(templateProblems({})).toEqual([]);
    expect(templateProblems({ body: 'Line one\nLine two\n\n{{summary}}' })).toEqual([]);
  });
});

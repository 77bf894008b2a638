import { SPEC_OPTIONS } from '@agency/request-rules/spec-options.fixture';
import { describe, expect, it } from 'vitest';
import { isMailAddress, planConfirmation, type PlanInput } from './plan';

const request = {
  id: 'r-1',
  status: 'new',
  spam_reason: null,
  request_fingerprint: 'f'.repeat(64),
  project: ['Digital / Web'],
  project_type: 'Web Application',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  budget: '$20,000 - $50,000',
  timeline: '3-6-months',
  next_step: 'Schedule a consultation',
  research: 'Referral',
};

const input: PlanInput = {
  request,
  texts: { enabled: true, subject: 'Thanks, {{first_name}}', body: 'Hi {{first_name}}\n\n{{summary}}' },
  transportProblem: null,
  options: SPEC_OPTIONS,
  agencyName: 'Northlight Studio',
  contactEmail: 'hello@northlight.studio',
  fromAddress: 'no-reply@northlight.studio',
};

const plan = (changes: Partial<PlanInput> = {}, requestChanges: Record<string, unknown> = {}) =>
  planConfirmation({ ...input, ...changes, request: { ...request, ...requestChanges } });

describe('who gets a confirmation', () => {
  it('a prospect who sent the form: to them by name, from the agency, replies to its contact e-mail', () => {
    const result = plan();
    expect(result).toMatchObject({
      send: true,
      mail: {
        to: { name: 'Ada Lovelace', address: 'ada@example.com' },
        from: { name: 'Northlight Studio', address: 'no-reply@northlight.studio' },
        replyTo: 'hello@northlight.studio',
        subject: 'Thanks, Ada',
        headers: { 'Auto-Submitted': 'auto-generated' },
      },
    });
    if (!result.send) throw new Error('expected a mail');
    expect(result.mail.text).toContain('Budget: $20,000 - $50,000');
    expect(result.mail.html).toContain('<p>Hi Ada</p>');
  });

  it.each([
    [
      'a lead entered in the admin',
      {},
      { request_fingerprint: null },
      'Entered in the admin, not sent through the form.',
    ],
    ['spam by status', {}, { status: 'spam' }, 'Marked as spam.'],
    [
      'the switch off',
      { texts: { enabled: false, subject: 's', body: 'b' } },
      {},
      'Switched off under Confirmation Mail.',
    ],
    ['no texts at all', { texts: null }, {}, 'Confirmation Mail has no subject or text.'],
    [
      'a blank body',
      { texts: { enabled: true, subject: 's', body: '  ' } },
      {},
      'Confirmation Mail has no subject or text.',
    ],
  ])('nobody for %s', (_name, changes, requestChanges, reason) => {
    expect(plan(changes as Partial<PlanInput>, requestChanges)).toEqual({ send: false, reason });
  });

  it('a request staff took out of spam, its reasons kept for the record', () => {
    expect(plan({}, { status: 'new', spam_reason: 'Hidden field filled in' })).toMatchObject({ send: true });
  });

  it('nobody without a transport: staff read what to do, the missing setting goes to the log only', () => {
    const detail = 'no e-mail transport is configured (no sendmail at /usr/sbin/sendmail)';
    expect(plan({ transportProblem: detail })).toEqual({
      send: false,
      reason:
        'This server cannot send e-mail yet, so the prospect got no confirmation: write to them yourself, and ask an administrator to set up mail sending.',
      detail,
    });
  });
});

describe('header injection', () => {
  it.each([
    ['a line feed', 'ada@example.com\nBcc: all@example.com'],
    ['a carriage return', 'ada@example.com\rBcc: all@example.com'],
    ['a comma (a second recipient)', 'ada@example.com,eve@example.com'],
    ['angle brackets', 'Ada <ada@example.com>'],
    ['a space', 'ada @example.com'],
    ['no at-sign', 'ada.example.com'],
    ['nothing', ''],
  ])('refuses an address with %s', (_name, email) => {
    expect(plan({}, { email })).toEqual({
      send: false,
      reason:
        'The e-mail address holds characters a mail header cannot take (line breaks, spaces, control characters).',
    });
  });

  it.each([
    ['an editor’s subject', { subject: 'Thanks\r\nBcc: all@example.com' }, {}],
    ['a value in the subject', { subject: 'Thanks, {{first_name}}' }, { first_name: 'Ada\nBcc: everyone' }],
    ['a NEL in the subject', { subject: 'Thanks, {{last_name}}' }, { last_name: 'L\u0085Bcc: everyone' }],
    ['an empty subject', { subject: '{{service}}' }, { project: [], project_type: null }],
  ])('sends nothing for %s with a line break or a control character', (_name, texts, requestChanges) => {
    const result = plan({ texts: { enabled: true, body: 'b', ...texts } }, requestChanges);
    expect(result).toEqual({
      send: false,
      reason:
        'The subject would be empty or hold a line break or another control character: check the subject under Confirmation Mail.',
    });
  });

  it('leaves out a display name, sender name or reply address that a header could not hold', () => {
    const result = planConfirmation({
      ...input,
      texts: { enabled: true, subject: 'Thanks', body: 'b' },
      request: { ...request, last_name: 'Lovelace\r\nBcc: everyone' },
      agencyName: 'Studio\nBcc: all@example.com',
      contactEmail: 'hello@studio.test\nBcc: all@example.com',
    });
    if (!result.send) throw new Error('expected a mail');
    expect(result.mail.to).toBe('ada@example.com');
    expect(result.mail.from).toBeUndefined();
    expect(result.mail.replyTo).toBeUndefined();
  });

  it('takes agency addresses with long top-level domains (the form’s rule is for prospects)', () => {
    expect(isMailAddress('hello@northlight.studio')).toBe(true);
    expect(isMailAddress('a+b@mail.agency.example')).toBe(true);
    expect(isMailAddress('a@b@c')).toBe(false);
    expect(isMailAddress('a;b@c.de')).toBe(false);
    expect(isMailAddress('a@c.de\u0000')).toBe(false);
  });
});

describe('confirmations per address', () => {
  it('are sent up to the daily limit, then skipped with the reason', () => {
    expect(planConfirmation({ ...input, sentToAddressToday: 2, dailyLimit: 3 }).send).toBe(true);
    expect(planConfirmation({ ...input, sentToAddressToday: 3, dailyLimit: 3 })).toEqual({
      send: false,
      reason: 'This address was already sent 3 confirmations in the last 24 hours.',
    });
    expect(planConfirmation({ ...input, sentToAddressToday: 50, dailyLimit: 0 }).send).toBe(true);
  });

  it('never repeat a link, an address or the explanation a stranger typed', () => {
    const plan = planConfirmation({
      ...input,
      request: {
        ...request,
        first_name: 'https://evil.example/win',
        last_name: 'visit evil.example now',
        company: 'www.evil.example',
        title: 'Owner',
        explanation: 'Call 555-0100 to claim your prize.',
      },
    });
    expect(plan.send).toBe(true);
    if (!plan.send) return;
    for (const part of [plan.mail.html, plan.mail.text, plan.mail.subject]) {
      expect(part).not.toMatch(/evil|555-0100/);
    }
    expect(plan.mail.text).toContain('Owner');
    expect(plan.mail.text).toContain('ada@example.com');
  });
});

// Issue 16, part 2: the confirmation e-mail to the prospect (docs/decisions/016-confirmation-mail.md).
// Directus sends it through its own mail service to the test SMTP server (smtp-capture.mjs), which
// refuses any mailbox starting with "refused". Checked here: recipient, subject, placeholders and
// escaping, once for a retried submit, none for spam (sent once staff take it out of spam), for a switched-off mail or for a lead staff
// enter, a refusal recorded on the request in words while the submit still answers 201, the editors'
// texts and who may change what.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchAs } from './demo-users';
import { directusFetch, directusJson } from './directus-client';
import { readMailbox, waitForMailbox, type CapturedMail } from './mailbox';
import { backdatedFormToken, postForm, validRequest } from './request-form-client';
import { REFUSED_MAILBOX } from './smtp-capture.mjs';

interface Outcome {
  status: string;
  confirmation_sent_at: string | null;
  confirmation_error: string | null;
}

interface Texts {
  enabled: boolean;
  subject: string;
  body: string;
}

let defaults: Texts;

beforeAll(async () => {
  ({ data: defaults } = await directusJson<{ data: Texts }>('/items/confirmation_mail?fields=enabled,subject,body'));
});

/** A mailbox nobody else uses, so a test sees only its own mails. */
const uniqueAddress = (prefix = 'prospect') => `${prefix}.${randomUUID().slice(0, 8)}@example.com`;

const mailsTo = (address: string, mails: CapturedMail[] = readMailbox()) =>
  mails.filter((mail) => mail.to.includes(address));

async function submit(overrides: Record<string, unknown>, key: string = randomUUID()) {
  const response = await postForm('submit', validRequest(backdatedFormToken(), overrides), { key });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const outcomeOf = async (id: string) =>
  (await directusJson<{ data: Outcome }>(`/items/requests/${id}?fields=status,confirmation_sent_at,confirmation_error`))
    .data;

/** Waits until the confirmation's outcome is written on the request: sent, or why not. */
function settledOutcome(id: string, timeoutMs = 15_000): Promise<Outcome> {
  return vi.waitFor(
    async () => {
      const outcome = await outcomeOf(id);
      if (outcome.confirmation_sent_at || outcome.confirmation_error) return outcome;
      throw new Error(`no confirmation outcome on request ${id} within ${timeoutMs} ms`);
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

async function setTexts(changes: Partial<Texts>) {
  const response = await fetchAs('editor', '/items/confirmation_mail', {
    method: 'PATCH',
    body: JSON.stringify(changes),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const restoreTexts = () =>
  directusJson('/items/confirmation_mail', { method: 'PATCH', body: JSON.stringify(defaults) });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const header = (mail: CapturedMail, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1];

describe('the confirmation e-mail', () => {
  it('goes to the prospect once, with the default texts, their first name, project and what they sent', async () => {
    const email = uniqueAddress('ada');
    const id = await submit({ first_name: 'Ada', last_name: 'Lovelace', email, company: 'Analytical Kitchens' });

    const [mail] = await waitForMailbox((all) => mailsTo(email, all).length > 0).then((all) => mailsTo(email, all));
    expect(mail!.to).toEqual([email]);
    expect(mail!.subject).toBe('Thank you for your project request, Ada');
    expect(header(mail!, 'From')).toMatch(/^"?Northlight Studio"? <cms@agency\.test>$/);
    expect(header(mail!, 'Reply-To')).toBe('hello@northlight.studio');
    expect(header(mail!, 'Auto-Submitted')).toBe('auto-generated');
    expect(mail!.html).toContain('<p>Hi Ada,</p>');
    expect(mail!.html).toContain(
      'Thank you for telling us about your Web Application project. Our team will reply within 1-2 business days.',
    );
    expect(mail!.html).toContain('The Northlight Studio team');
    const answers: [string, string][] = [
      ['Project type', 'Digital / Web'],
      ['Email', email],
      ['Company', 'Analytical Kitchens'],
      ['Budget', '$20,000 - $50,000'],
      ['Timeline', '3-6 months'],
      ['How did you hear about us?', 'Referral'],
    ];
    for (const [label, value] of answers) {
      expect(mail!.html).toMatch(new RegExp(`>${escapeRegExp(label)}</th><td[^>]*>${escapeRegExp(value)}</td>`));
    }
    expect(mail!.html).not.toMatch(/\{\{/);
    // The explanation is never repeated to the address typed into the form.
    expect(mail!.html).not.toContain('A booking platform for our three restaurants.');

    const outcome = await settledOutcome(id);
    expect(outcome.confirmation_error).toBeNull();
    expect(Date.parse(outcome.confirmation_sent_at!)).toBeGreaterThan(Date.now() - 120_000);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('escapes what the prospect typed in the HTML, and names the service page they came from', async () => {
    const email = uniqueAddress('eve');
    await submit({
      first_name: '<b>Eve</b>',
      last_name: 'O’Hara & Sons',
      email,
      explanation: 'We need <script>alert("x")</script> gone.',
      service_name: 'Brand <i>Identity</i>',
    });
    const [mail] = await waitForMailbox((all) => mailsTo(email, all).length > 0).then((all) => mailsTo(email, all));
    expect(mail!.subject).toBe('Thank you for your project request, <b>Eve</b>');
    expect(mail!.html).toContain('<p>Hi &lt;b&gt;Eve&lt;/b&gt;,</p>');
    expect(mail!.html).toContain('your Brand &lt;i&gt;Identity&lt;/i&gt; project');
    expect(mail!.html).not.toContain('alert(');
    expect(mail!.html).toContain('O’Hara &amp; Sons');
    expect(mail!.html).not.toMatch(/<b>Eve|<script>|<i>Identity/);
  });

  it('repeats no link a stranger typed, and reaches one address at most 3 times a day', async () => {
    const email = uniqueAddress('victim');
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) {
      ids.push(
        await submit({
          first_name: 'https://evil.example/claim',
          company: 'Visit www.evil.example',
          explanation: `Claim your prize at evil.example before Friday, number ${n}.`,
          email: n % 2 ? email.toUpperCase() : email,
        }),
      );
      await settledOutcome(ids[n]!);
    }
    const mails = mailsTo(email).concat(mailsTo(email.toUpperCase()));
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(`${mail.subject}\n${mail.html}\n${mail.raw}`).not.toMatch(/evil|prize/i);
    expect((await outcomeOf(ids[3]!)).confirmation_error).toBe(
      'This address was already sent 3 confirmations in the last 24 hours.',
    );
  });

  it('is sent once when the submit is retried with the same Idempotency-Key, at once and later', async () => {
    const email = uniqueAddress('retry');
    const key = randomUUID();
    const body = validRequest(backdatedFormToken(), { email });
    const ids = await Promise.all(
      [0, 1, 2].map(async () => {
        const response = await postForm('submit', body, { key });
        expect(response.status).toBe(201);
        return ((await response.json()) as { data: { id: string } }).data.id;
      }),
    );
    expect(new Set(ids).size).toBe(1);
    await settledOutcome(ids[0]!);
    // The visitor's retry after the answer was lost: the same 201, and no second e-mail.
    const again = await postForm('submit', body, { key });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { data: { id: string } }).data.id).toBe(ids[0]);

    await waitForMailbox((all) => mailsTo(email, all).length > 0);
    // A moment more: a second e-mail would show up now.
    // eslint-disable-next-line no-restricted-syntax -- an absence: nothing signals that no second e-mail is coming
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(email)).toHaveLength(1);
    const stored = await directusJson<{ data: unknown[] }>(
      `/items/requests?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`,
    );
    expect(stored.data).toHaveLength(1);
    expect((await outcomeOf(ids[0]!)).confirmation_sent_at).not.toBeNull();
  });

  it('is never sent for spam, and the request says why', async () => {
    const email = uniqueAddress('bot');
    const id = await submit({ email, website: 'http://spam.example' });
    const outcome = await settledOutcome(id);
    expect(outcome).toEqual({ status: 'spam', confirmation_sent_at: null, confirmation_error: 'Marked as spam.' });
    // The decision is taken before it is written: nothing can be on its way now.
    expect(mailsTo(email)).toEqual([]);
  });

  it('is sent once staff take the request out of spam, and only once', async () => {
    const email = uniqueAddress('rescued');
    const id = await submit({ email, website: 'http://spam.example' });
    expect((await settledOutcome(id)).confirmation_error).toBe('Marked as spam.');
    const moveTo = (status: string) =>
      fetchAs('staff', `/items/requests/${id}`, { method: 'PATCH', body: JSON.stringify({ status }) });
    expect((await moveTo('new')).status).toBe(200);
    await waitForMailbox((all) => mailsTo(email, all).length > 0);
    const outcome = await vi.waitFor(
      async () => {
        const now = await outcomeOf(id);
        if (!now.confirmation_sent_at) throw new Error('not recorded yet');
        return now;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(outcome).toMatchObject({ status: 'new', confirmation_error: null });
    // Moved on, and back to spam and out again: no second e-mail.
    expect((await moveTo('spam')).status).toBe(200);
    expect((await moveTo('new')).status).toBe(200);
    // eslint-disable-next-line no-restricted-syntax -- an absence: nothing signals that no second e-mail is coming
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('records the mail server’s refusal on the request, which is stored and answered 201 all the same', async () => {
    const email = uniqueAddress(REFUSED_MAILBOX);
    const id = await submit({ email });
    const outcome = await settledOutcome(id);
    expect(outcome.status).toBe('new');
    expect(outcome.confirmation_sent_at).toBeNull();
    // In words, with what to do; the server's answer (550 5.1.1 …) is in the log only.
    expect(outcome.confirmation_error).toBe(
      "The mail server refused the prospect's address, so they got no confirmation: check the address for a typo and reach them another way (by phone, if they gave a number).",
    );
    expect(mailsTo(email)).toEqual([]);
  });

  it('is not sent for a lead staff enter in the admin: that prospect asked for nothing', async () => {
    const email = uniqueAddress('phone');
    const response = await fetchAs('staff', '/items/requests', {
      method: 'POST',
      body: JSON.stringify({ first_name: 'Grace', last_name: 'Hopper', email }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    const outcome = await settledOutcome(id);
    expect(outcome.confirmation_error).toBe('Entered in the admin, not sent through the form.');
    expect(mailsTo(email)).toEqual([]);
  });
});

describe('editors’ texts (Confirmation Mail)', () => {
  afterAll(restoreTexts);

  it('an edited subject and text go out with the next request, every placeholder filled', async () => {
    await setTexts({
      subject: 'Your {{ service }} request, {{first_name}} {{last_name}} · {{agency_name}}',
      body: '**Dear {{first_name}} {{last_name}}**,\n\nwe will look at your {{service}} idea.\n\n{{summary}}\n\n— {{agency_name}}',
    });
    const email = uniqueAddress('edited');
    await submit({ first_name: 'Mary', last_name: 'Shelley', email, project_type: 'Mobile App' });
    const [mail] = await waitForMailbox((all) => mailsTo(email, all).length > 0).then((all) => mailsTo(email, all));
    expect(mail!.subject).toBe('Your Mobile App request, Mary Shelley · Northlight Studio');
    expect(mail!.html).toContain('<p><strong>Dear Mary Shelley</strong>,</p>');
    expect(mail!.html).toContain('<p>we will look at your Mobile App idea.</p>');
    expect(mail!.html).toMatch(/>Specific project type<\/th><td[^>]*>Mobile App<\/td>/);
    expect(mail!.html).toContain('<p>— Northlight Studio</p>');
    expect(mail!.html).not.toContain('1-2 business days');
  });

  it('switched off, no e-mail goes out and the request says so', async () => {
    await setTexts({ enabled: false });
    try {
      const email = uniqueAddress('off');
      const id = await submit({ email });
      expect(await settledOutcome(id)).toMatchObject({
        confirmation_sent_at: null,
        confirmation_error: 'Switched off under Confirmation Mail.',
      });
      expect(mailsTo(email)).toEqual([]);
    } finally {
      await setTexts({ enabled: true });
    }
  });

  it.each([
    [
      'an unknown placeholder',
      { body: 'Hi {{firstname}}' },
      'Text: {{firstname}} is not a placeholder. Use {{first_name}}, {{last_name}}, {{service}}, {{summary}} or {{agency_name}}.',
    ],
    [
      'a subject with a line break',
      { subject: 'Thanks\r\nBcc: everyone@example.com' },
      'Subject: must be a single line, without line breaks or control characters.',
    ],
    [
      'the summary in the subject',
      { subject: 'You sent {{summary}}' },
      'Subject: {{summary}} is not a placeholder here. Use {{first_name}}, {{last_name}}, {{service}} or {{agency_name}}.',
    ],
    ['an empty subject while on', { subject: '' }, 'Subject: required while the confirmation e-mail is on.'],
  ])('editors cannot save %s, and are told why', async (_name, changes, message) => {
    const before = await directusJson<{ data: Texts }>('/items/confirmation_mail?fields=enabled,subject,body');
    const response = await fetchAs('editor', '/items/confirmation_mail', {
      method: 'PATCH',
      body: JSON.stringify(changes),
    });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { message: string }[] };
    expect(errors[0]!.message).toContain(message);
    expect(await directusJson('/items/confirmation_mail?fields=enabled,subject,body')).toEqual(before);
  });
});

describe('who sees and changes what', () => {
  it('staff read the texts but cannot change them; the web server and visitors cannot read them', async () => {
    expect((await fetchAs('staff', '/items/confirmation_mail')).status).toBe(200);
    const change = await fetchAs('staff', '/items/confirmation_mail', {
      method: 'PATCH',
      body: JSON.stringify({ subject: 'Hello' }),
    });
    expect(change.status).toBe(403);
    expect((await directusFetch('/items/confirmation_mail', { as: 'website' })).status).toBe(403);
    expect((await directusFetch('/items/confirmation_mail', { as: 'anonymous' })).status).toBe(403);
  });

  it('staff read when the confirmation went out or why not, and cannot change either', async () => {
    const id = await submit({ email: uniqueAddress('staff-view') });
    await settledOutcome(id);
    const read = await fetchAs('staff', `/items/requests/${id}?fields=confirmation_sent_at,confirmation_error`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: Outcome }).data.confirmation_sent_at).not.toBeNull();
    for (const field of ['confirmation_sent_at', 'confirmation_error']) {
      const response = await fetchAs('staff', `/items/requests/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ [field]: null }),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(`${field} cannot be set`);
    }
    expect((await outcomeOf(id)).confirmation_sent_at).not.toBeNull();
  });

  it('the form cannot set them either', async () => {
    const response = await postForm('submit', validRequest(backdatedFormToken(), { confirmation_sent_at: null }), {
      key: randomUUID(),
    });
    expect(response.status).toBe(400);
  });
});

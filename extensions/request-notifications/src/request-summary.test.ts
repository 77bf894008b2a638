import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeMarkdown } from './escape';
import { SUMMARY_FIELDS, adminLink, buildRequestSummary, recipientIds } from './request-summary';

const mail = { to: 'inbox@agency.test', send: true, skippedBecause: null };
const request = {
  id: '2f1d0c3e-0000-4000-8000-000000000001',
  status: 'new',
  date_submitted: '2026-03-02T09:30:00.000Z',
  first_name: '<b>Eve</b>',
  last_name: 'O’Hara & Sons',
  title: 'Founder',
  company: 'Kitchen <script>alert(1)</script>',
  email: 'eve@example.com',
  phone: '+1 555 0100',
  project: ['Digital / Web'],
  project_type: 'Web Application',
  explanation: 'Line one\n[click](javascript:alert(1))',
  budget: '$20,000 - $50,000',
  timeline: '3-6-months',
  next_step: 'Schedule a consultation',
};

describe('escaping', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<b>"Eve" & 'Bob'</b>`)).toBe('&lt;b&gt;&quot;Eve&quot; &amp; &#39;Bob&#39;&lt;/b&gt;');
  });

  it('escapes Markdown links, emphasis and HTML', () => {
    expect(escapeMarkdown('[x](javascript:y) *a* <i>')).toBe('\\[x\\]\\(javascript:y\\) \\*a\\* &lt;i&gt;');
  });
});

describe('buildRequestSummary', () => {
  const summary = buildRequestSummary(request, [{ id: 'staff-1' }, { id: 'staff-2' }, { id: 'staff-1' }], {
    publicUrl: 'https://cms.agency.test/',
    mail,
  });

  it('names the prospect in the subject and links to the request in the admin', () => {
    expect(summary.subject).toBe('New request from <b>Eve</b> O’Hara & Sons');
    expect(summary.link).toBe('https://cms.agency.test/admin/content/requests/2f1d0c3e-0000-4000-8000-000000000001');
    expect(summary.recipients).toEqual(['staff-1', 'staff-2']);
  });

  it('escapes every prospect value in the e-mail', () => {
    expect(summary.mail_html).toContain('&lt;b&gt;Eve&lt;/b&gt; O’Hara &amp; Sons');
    expect(summary.mail_html).toContain('Kitchen &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(summary.mail_html).not.toMatch(/<b>|<script>/);
    expect(summary.mail_html).toContain('Line one<br>[click](javascript:alert(1))');
    expect(summary.mail_html).toContain(`<a href="${summary.link}">`);
  });

  it('escapes every prospect value in the notification', () => {
    expect(summary.message).toContain('**&lt;b&gt;Eve&lt;/b&gt; O’Hara &amp; Sons**');
    expect(summary.message).toContain('\\[click\\]\\(javascript:alert\\(1\\)\\)');
    expect(summary.message).not.toMatch(/<b>|<script>/);
    expect(summary.message).toContain('- Project: Digital / Web · Web Application');
    expect(summary.message.endsWith(`[Open the request](${summary.link})`)).toBe(true);
  });

  it('passes the mail decision on', () => {
    expect(summary).toMatchObject({ send_mail: true, mail_to: 'inbox@agency.test', mail_skipped_because: null });
    expect(summary.mail_subject).toBe('New request from <b>Eve</b> O’Hara & Sons · Kitchen <script>alert(1)</script>');
    const skipped = buildRequestSummary(request, [], {
      publicUrl: '',
      mail: { to: null, send: false, skippedBecause: 'REQUEST_NOTIFY_EMAIL is not set' },
    });
    expect(skipped).toMatchObject({ send_mail: false, mail_skipped_because: 'REQUEST_NOTIFY_EMAIL is not set' });
  });

  it('reads the project list when SQLite hands it over as JSON text', () => {
    const fromText = buildRequestSummary({ ...request, project: '["Video / Audio"]' }, [], { publicUrl: '', mail });
    expect(fromText.message).toContain('- Project: Video / Audio · Web Application');
  });
});

describe('helpers', () => {
  it('accepts users or ids as recipients', () => {
    expect(recipientIds(['a', { id: 'b' }, null, { id: '' }])).toEqual(['a', 'b']);
    expect(recipientIds(null)).toEqual([]);
  });

  it('builds a relative link when PUBLIC_URL is not set', () => {
    expect(adminLink('/', 'abc')).toBe('/admin/content/requests/abc');
  });
});

describe('what the summary reads', () => {
  it('is what the notification flow reads from the request (the newest migration that sets it keeps a frozen copy)', async () => {
    // A variable keeps the type checker out of the migration, which is plain JavaScript.
    const migrationUrl = new URL('../../../migrations/036-staff-summary-follow-ups.js', import.meta.url).href;
    const migration = (await import(migrationUrl)) as { SUMMARY_FIELDS: string[] };
    expect([...migration.SUMMARY_FIELDS].sort()).toEqual([...SUMMARY_FIELDS].sort());
  });

  it('shows every line of a complete request in the order staff read them, the time last', () => {
    const lines = buildRequestSummary(
      { ...request, research: 'Referral', service_name: 'Web', source_url: 'https://agency.test/' },
      [],
      {
        publicUrl: '',
        mail,
      },
    )
      .message.split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2, line.indexOf(':')));
    expect(lines).toEqual([
      'Project',
      'Budget',
      'Timeline',
      'Next step',
      'Company',
      'E-mail',
      'Phone',
      'Found us through',
      'Service page',
      'Sent from',
      'Received',
    ]);
  });
});

describe('the texts staff read (notification and e-mail)', () => {
  const complete = {
    id: 'r-1',
    date_submitted: '2026-03-02T09:30:59.000Z',
    first_name: ' Ada ',
    last_name: 'Lovelace',
    title: 'Founder',
    company: 'Engines',
    email: 'ada@example.com',
    phone: '+1 555',
    project: ['Digital / Web'],
    project_type: 'Web Application',
    explanation: 'Line one\r\nLine two',
    budget: '$20,000 - $50,000',
    timeline: '3-6-months',
    next_step: 'Call',
    research: 'Referral',
    service_name: 'Web',
    source_url: 'https://agency.test/',
  };
  const summary = buildRequestSummary(complete, { id: 'staff-1' }, { publicUrl: 'https://cms.agency.test//', mail });

  it('says who sent it, lists every answer, quotes the explanation and links to the request', () => {
    expect(summary.message).toBe(
      [
        '**Ada Lovelace** (Founder, Engines) sent a project request.',
        '',
        '- Project: Digital / Web · Web Application',
        '- Budget: $20,000 \\- $50,000',
        '- Timeline: 3\\-6\\-months',
        '- Next step: Call',
        '- Company: Engines',
        '- E-mail: ada@example\\.com',
        '- Phone: \\+1 555',
        '- Found us through: Referral',
        '- Service page: Web',
        '- Sent from: https://agency\\.test/',
        '- Received: 2026\\-03\\-02 09:30 UTC',
        '',
        '> Line one',
        '> Line two',
        '',
        '[Open the request](https://cms.agency.test/admin/content/requests/r-1)',
      ].join('\n'),
    );
  });

  it('e-mails the same as a table, the explanation with its line breaks, and a link into the admin', () => {
    const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
    const row = (label: string, value: string) =>
      `<tr><th style="${cell}">${label}</th><td style="${cell}">${value}</td></tr>`;
    expect(summary.mail_html).toBe(
      [
        '<h2>New request from Ada Lovelace</h2>',
        '<p>Ada Lovelace (Founder, Engines) sent a project request.</p>',
        '<table role="presentation" cellpadding="0" cellspacing="0">',
        row('Project', 'Digital / Web · Web Application'),
        row('Budget', '$20,000 - $50,000'),
        row('Timeline', '3-6-months'),
        row('Next step', 'Call'),
        row('Company', 'Engines'),
        row('E-mail', 'ada@example.com'),
        row('Phone', '+1 555'),
        row('Found us through', 'Referral'),
        row('Service page', 'Web'),
        row('Sent from', 'https://agency.test/'),
        row('Received', '2026-03-02 09:30 UTC'),
        '</table>',
        '<h3>About the project</h3>',
        '<p>Line one<br>Line two</p>',
        '<p><a href="https://cms.agency.test/admin/content/requests/r-1">Open the request in the admin</a></p>',
      ].join('\n'),
    );
    expect(summary.mail_subject).toBe('New request from Ada Lovelace · Engines');
    expect(summary.recipients).toEqual(['staff-1']);
  });

  it('names "a prospect" when no name was given, and leaves out what is empty', () => {
    const bare = buildRequestSummary({ id: 7, email: 'x@y.io', date_submitted: 'not a date' }, null, {
      publicUrl: '',
      mail,
    });
    expect(bare.subject).toBe('New request from a prospect');
    expect(bare.request_id).toBe('7');
    expect(bare.message).toBe(
      '**a prospect** sent a project request.\n\n- E-mail: x@y\\.io\n\n[Open the request](/admin/content/requests/7)',
    );
    expect(bare.mail_html).toBe(
      [
        '<h2>New request from a prospect</h2>',
        '<p>a prospect sent a project request.</p>',
        '<table role="presentation" cellpadding="0" cellspacing="0">',
        '<tr><th style="padding:4px 12px 4px 0;vertical-align:top;text-align:left">E-mail</th><td style="padding:4px 12px 4px 0;vertical-align:top;text-align:left">x@y.io</td></tr>',
        '</table>',
        '<p><a href="/admin/content/requests/7">Open the request in the admin</a></p>',
      ].join('\n'),
    );
    expect(bare.mail_subject).toBe('New request from a prospect');
    expect(bare.recipients).toEqual([]);
  });

  it('shows the title alone, or the company alone, beside the name', () => {
    const options = { publicUrl: '', mail };
    expect(buildRequestSummary({ first_name: 'Ada', title: 'CEO' }, [], options).message).toMatch(
      /^\*\*Ada\*\* \(CEO\) sent/,
    );
    expect(buildRequestSummary({ last_name: 'L', company: 'Co' }, [], options).mail_html).toContain('<p>L (Co) sent');
  });

  it('quotes every line of the explanation, whatever line breaks it was sent with', () => {
    const message = buildRequestSummary({ explanation: 'One\nTwo\r\nThree' }, [], { publicUrl: '', mail }).message;
    expect(message).toContain('\n> One\n> Two\n> Three\n');
  });

  it('keeps line breaks out of the mail subject', () => {
    expect(
      buildRequestSummary({ first_name: 'A', company: 'Co\r\n\r\nBcc: x' }, [], { publicUrl: '', mail }).mail_subject,
    ).toBe('New request from A · Co Bcc: x');
  });

  it('takes a single staff user as the list of one', () => {
    expect(recipientIds('staff-9')).toEqual(['staff-9']);
    expect(recipientIds({ id: 'staff-8' })).toEqual(['staff-8']);
    expect(recipientIds({ id: 8 })).toEqual(['8']);
  });
});

describe('escaping every character that means something', () => {
  it('in HTML: & < > " and \'', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
    expect(escapeHtml('plain')).toBe('plain');
  });

  it('in Markdown: each punctuation character that can start markup, once', () => {
    expect(escapeMarkdown('\\`*_{}[]()#+-.!|~')).toBe('\\\\\\`\\*\\_\\{\\}\\[\\]\\(\\)\\#\\+\\-\\.\\!\\|\\~');
    expect(escapeMarkdown('a\nb')).toBe('a\nb');
  });
});

// The texts of the new-request notification and e-mail, built from the stored request. Every value
// that came from the prospect is escaped (see escape.ts); the admin link comes from PUBLIC_URL.
import { isRecord } from '@agency/contract/guards';
import { STAFF_SUMMARY_FIELDS, staffSummaryLines } from '@agency/request-rules/catalogue';
import { escapeHtml, escapeMarkdown } from './escape';
import type { MailSettings } from './mail-settings';

/**
 * The request fields the summary shows (the flow's "Read the request" step reads them): the record's
 * id, status and time, and the fields of the staff summary (packages/request-rules catalogue).
 */
export const SUMMARY_FIELDS: readonly string[] = ['id', 'status', 'date_submitted', ...STAFF_SUMMARY_FIELDS];

export type RequestRecord = Readonly<Record<string, unknown>>;

/** What the operation returns; the flow's next steps read it as {{summary.…}}. */
export interface RequestSummary {
  request_id: string;
  /** Active Staff users to notify in the app. */
  recipients: string[];
  subject: string;
  /** Markdown for the in-app notification. */
  message: string;
  link: string;
  send_mail: boolean;
  mail_skipped_because: string | null;
  mail_to: string | null;
  mail_subject: string;
  /** HTML for the e-mail (Directus' "base" template wraps it). */
  mail_html: string;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Ids of the users the "Read the active Staff users" step found. */
export function recipientIds(users: unknown): string[] {
  const list = Array.isArray(users) ? users : users ? [users] : [];
  const ids = list
    .map((user) => (typeof user === 'string' ? user : asText(isRecord(user) ? user['id'] : undefined)))
    .filter(Boolean);
  return [...new Set(ids)];
}

export function adminLink(publicUrl: string, id: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/admin/content/requests/${encodeURIComponent(id)}`;
}

function submittedAt(value: unknown): string {
  const date = new Date(asText(value));
  return Number.isNaN(date.getTime()) ? '' : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function buildRequestSummary(
  request: RequestRecord,
  staff: unknown,
  { publicUrl, mail }: { publicUrl: string; mail: MailSettings },
): RequestSummary {
  const id = asText(request.id);
  const name = [asText(request.first_name), asText(request.last_name)].filter(Boolean).join(' ') || 'a prospect';
  const subject = `New request from ${name}`;
  const link = adminLink(publicUrl, id);
  const who = [asText(request.title), asText(request.company)].filter(Boolean).join(', ');

  // Label and value of every line that has a value, in the order staff read them.
  const lines: [string, string][] = [
    ...staffSummaryLines(request).map((line): [string, string] => [line.label, line.value]),
    ['Received', submittedAt(request.date_submitted)],
  ];
  const rows = lines.filter(([, value]) => value !== '');
  const explanation = asText(request.explanation);

  const message = [
    `**${escapeMarkdown(name)}**${who ? ` (${escapeMarkdown(who)})` : ''} sent a project request.`,
    '',
    ...rows.map(([label, value]) => `- ${label}: ${escapeMarkdown(value)}`),
    ...(explanation ? ['', `> ${escapeMarkdown(explanation).replace(/\r?\n/g, '\n> ')}`] : []),
    '',
    `[Open the request](${link})`,
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const mailHtml = [
    `<h2>${escapeHtml(subject)}</h2>`,
    `<p>${escapeHtml(name)}${who ? ` (${escapeHtml(who)})` : ''} sent a project request.</p>`,
    '<table role="presentation" cellpadding="0" cellspacing="0">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(explanation
      ? [`<h3>About the project</h3>`, `<p>${escapeHtml(explanation).replace(/\r?\n/g, '<br>')}</p>`]
      : []),
    `<p><a href="${escapeHtml(link)}">Open the request in the admin</a></p>`,
  ].join('\n');

  return {
    request_id: id,
    recipients: recipientIds(staff),
    subject,
    message,
    link,
    send_mail: mail.send,
    mail_skipped_because: mail.skippedBecause,
    mail_to: mail.to,
    // Names cannot hold line breaks (request rules), but a header must never get one.
    mail_subject: `${subject}${asText(request.company) ? ` · ${asText(request.company)}` : ''}`.replace(
      /[\r\n]+/g,
      ' ',
    ),
    mail_html: mailHtml,
  };
}

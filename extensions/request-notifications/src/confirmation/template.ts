// The confirmation e-mail to the prospect, rendered from the texts editors keep in the
// `confirmation_mail` collection (README "For editors"). The body is Markdown (plain text works
// as it is): the editor's text is rendered to HTML first, then every placeholder is replaced by
// the prospect's value, HTML-escaped (escape.ts), so nothing a prospect typed can become markup.
// The subject is plain text; the caller refuses to send one with a line break or a control
// character (header injection), as it refuses such an address.
import {
  displayValue,
  fieldByName,
  summaryLines,
  type RequestLike,
  type SummaryLine,
} from '@agency/request-rules/catalogue';
import type { FormOptions } from '@agency/request-rules/options';
import { isSingleLineText } from '@agency/request-rules/text-rules';
import { Marked } from 'marked';
import { escapeHtml } from '../escape';

/** Every placeholder, with what it stands for (the field notes of migrations/014 say the same). */
export const PLACEHOLDERS = {
  first_name: 'the first name the prospect gave',
  last_name: 'their last name',
  service:
    'what the request is about: the service page it was sent from, else the specific project type, else the project type',
  summary:
    'what the prospect sent, one line per answer (text only; never their explanation or anything that looks like a link)',
  agency_name: 'the agency name of Site Settings',
} as const;

export type Placeholder = keyof typeof PLACEHOLDERS;

const isPlaceholder = (name: string): name is Placeholder => Object.hasOwn(PLACEHOLDERS, name);

/** The subject is one line: the summary cannot go there. */
export const SUBJECT_PLACEHOLDERS: readonly Placeholder[] = ['first_name', 'last_name', 'service', 'agency_name'];
export const BODY_PLACEHOLDERS: readonly Placeholder[] = Object.keys(PLACEHOLDERS).filter(isPlaceholder);

/** `{{name}}`, spaces inside the braces allowed: `{{ first_name }}`. */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]*)\s*\}\}/g;

export interface ConfirmationValues {
  first_name: string;
  last_name: string;
  service: string;
  agency_name: string;
  /** What the prospect sent: label and display value of every answer. */
  summary: SummaryLine[];
}

export interface RenderedConfirmation {
  subject: string;
  html: string;
  text: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * Text that could carry a link or an address to whoever reads the e-mail: a scheme (`http://`),
 * `www.`, an `@`, or a domain (`evil.example`, `evil.example/x`). The form sends the e-mail to
 * any address typed into it, so what a stranger typed must not ride along to someone else.
 */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:\/\/|www\.|@|[a-z0-9-]\.[a-z]{2,}(?:[/:?#]|\s|$)/i;

/** The prospect's free text as the e-mail may repeat it: nothing that looks like a link. */
export const echoable = (value: string) => (LINK_LIKE.test(value) ? '' : value);

/**
 * Free text the summary never repeats: the explanation (up to 5,000 characters of anything).
 * The prospect's own address is the one the e-mail goes to.
 */
const NEVER_ECHOED = new Set(['explanation']);
const OWN_ADDRESS = 'email';

const listOf = (names: readonly string[]) => {
  const quoted = names.map((name) => `{{${name}}}`);
  return `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
};

/** The placeholders of a text that are not in `allowed`, each once, as written. */
export function unknownPlaceholders(template: string, allowed: readonly string[]): string[] {
  const unknown = [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !allowed.includes(name));
  return [...new Set(unknown)];
}

/** Why editors may not save this subject or body (each message names the field), or nothing. */
export function templateProblems(texts: { subject?: unknown; body?: unknown }): string[] {
  const problems: string[] = [];
  if (typeof texts.subject === 'string') {
    if (!isSingleLineText(texts.subject)) {
      problems.push('Subject: must be a single line, without line breaks or control characters.');
    }
    for (const name of unknownPlaceholders(texts.subject, SUBJECT_PLACEHOLDERS)) {
      problems.push(`Subject: {{${name}}} is not a placeholder here. Use ${listOf(SUBJECT_PLACEHOLDERS)}.`);
    }
  }
  if (typeof texts.body === 'string') {
    for (const name of unknownPlaceholders(texts.body, BODY_PLACEHOLDERS)) {
      problems.push(`Text: {{${name}}} is not a placeholder. Use ${listOf(BODY_PLACEHOLDERS)}.`);
    }
  }
  return problems;
}

/**
 * The values of the placeholders for a stored request. `options` are the option lists, so that an
 * answer reads as the label the prospect chose; an option since removed shows its stored value.
 */
export function confirmationValues(request: RequestLike, options: FormOptions, agencyName: string): ConfirmationValues {
  const answer = (name: string) => {
    const field = fieldByName(name);
    return field ? displayValue(field, request, options) : '';
  };
  return {
    first_name: echoable(text(request.first_name)),
    last_name: echoable(text(request.last_name)),
    service: echoable(text(request.service_name)) || answer('project_type') || answer('project'),
    agency_name: text(agencyName),
    summary: summaryLines(request, options).filter(
      (line) => !NEVER_ECHOED.has(line.name) && (line.name === OWN_ADDRESS || echoable(line.value) !== ''),
    ),
  };
}

/** Replaces each placeholder once (a value is never searched for placeholders again). */
function fill(template: string, value: (name: Placeholder) => string): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? value(name) : whole));
}

const scalar = (values: ConfirmationValues, name: Exclude<Placeholder, 'summary'>) => values[name];

export function renderSubject(template: string, values: ConfirmationValues): string {
  return fill(template, (name) => (name === 'summary' ? '' : scalar(values, name))).trim();
}

const CELL = 'padding:6px 16px 6px 0;vertical-align:top;text-align:left;border-bottom:1px solid #e5e5e5';

function summaryHtml(lines: SummaryLine[]): string {
  const rows = lines.map(
    (line) =>
      `<tr><th scope="row" style="${CELL};font-weight:600;color:#525252">${escapeHtml(line.label)}</th>` +
      `<td style="${CELL}">${escapeHtml(line.value).replace(/\r?\n/g, '<br>')}</td></tr>`,
  );
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px 0">\n${rows.join('\n')}\n</table>`;
}

function summaryText(lines: SummaryLine[]): string {
  return lines.map((line) => `${line.label}: ${line.value.replace(/\r?\n/g, '\n  ')}`).join('\n');
}

// The editor's HTML tags show as typed: the e-mail's markup is the Markdown's alone.
const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html: ({ text: tag }) => escapeHtml(tag),
  },
});

/** The e-mail's HTML: the body's Markdown with the values filled in, in a plain, narrow page. */
export function renderHtml(body: string, values: ConfirmationValues, title: string, language = 'en'): string {
  const content = markdown
    .parse(body, { async: false })
    // A paragraph holding the summary alone becomes the table itself, not a table in a paragraph.
    .replace(/<p>\s*\{\{\s*summary\s*\}\}\s*<\/p>/g, () => summaryHtml(values.summary))
    .replace(PLACEHOLDER, (whole, name: string) => {
      if (!isPlaceholder(name)) return whole;
      return name === 'summary' ? summaryHtml(values.summary) : escapeHtml(scalar(values, name));
    });
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '</head>',
    '<body style="margin:0;padding:24px 16px;background:#ffffff;color:#171717;font-family:-apple-system,BlinkMacSystemFont,\'Segoe UI\',Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto">',
    content.trim(),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** The plain-text part: the body as written, the values as sent, the summary one answer a line. */
export function renderText(body: string, values: ConfirmationValues): string {
  return fill(body, (name) => (name === 'summary' ? summaryText(values.summary) : scalar(values, name))).trim();
}

export function renderConfirmation(
  template: { subject: string; body: string },
  values: ConfirmationValues,
  language = 'en',
): RenderedConfirmation {
  const subject = renderSubject(template.subject, values);
  return {
    subject,
    html: renderHtml(template.body, values, subject, language),
    text: renderText(template.body, values),
  };
}

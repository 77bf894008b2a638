// Reads what the test SMTP server (smtp-capture.mjs) received: one JSON file per message, decoded
// far enough to assert on (headers, quoted-printable or base64 bodies, RFC 2047 subjects).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { inject, vi } from 'vitest';

export interface CapturedMail {
  file: string;
  to: string[];
  subject: string;
  /** Every decoded text/html part, joined. */
  html: string;
  raw: string;
}

function splitHeaders(source: string): { headers: Map<string, string>; body: string } {
  const end = source.search(/\r?\n\r?\n/);
  const head = end === -1 ? source : source.slice(0, end);
  const body = end === -1 ? '' : source.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= words of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The decoded text/html parts of a MIME entity, nested multiparts included. */
function htmlParts(source: string): string[] {
  const { headers, body } = splitHeaders(source);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => htmlParts(part.replace(/^\r?\n/, '')));
  }
  return /^text\/html/i.test(type) ? [decodeBody(body, headers.get('content-transfer-encoding'))] : [];
}

export function readMailbox(): CapturedMail[] {
  const dir = inject('stack').mailDir;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((file) => {
      const { to, raw } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; raw: string };
      const { headers } = splitHeaders(raw);
      return { file, to, raw, subject: decodeHeader(headers.get('subject') ?? ''), html: htmlParts(raw).join('\n') };
    });
}

/** Polls until `predicate` holds for the mailbox (or fails after `timeoutMs`). */
export async function waitForMailbox(
  predicate: (mails: CapturedMail[]) => boolean,
  timeoutMs = 15_000,
): Promise<CapturedMail[]> {
  return vi.waitFor(
    () => {
      const mails = readMailbox();
      if (!predicate(mails)) throw new Error(`mailbox condition not met within ${timeoutMs} ms`);
      return mails;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

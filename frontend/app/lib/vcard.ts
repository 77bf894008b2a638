// vCard 3.0 (RFC 2426): the format every phone's contacts app imports.

export interface VCardInput {
  organisation: string;
  name: string | null;
  title: string | null;
  email: string;
  phone: string | null;
  address: string | null;
  url: string;
}

/** Escapes text values: backslash, comma, semicolon and line breaks (RFC 2426 §4). */
const escape = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');

export function buildVCard(input: VCardInput): string {
  const displayName = input.name || input.organisation;
  const [given = '', ...family] = (input.name ?? '').split(' ');
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${escape(displayName)}`,
    `N:${escape(family.join(' '))};${escape(given)};;;`,
    `ORG:${escape(input.organisation)}`,
    ...(input.title ? [`TITLE:${escape(input.title)}`] : []),
    `EMAIL;TYPE=INTERNET,WORK:${input.email}`,
    ...(input.phone ? [`TEL;TYPE=WORK,VOICE:${input.phone}`] : []),
    ...(input.address ? [`ADR;TYPE=WORK:;;${escape(input.address.replace(/\r?\n/g, ', '))};;;;`] : []),
    `URL:${input.url}`,
    'END:VCARD',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

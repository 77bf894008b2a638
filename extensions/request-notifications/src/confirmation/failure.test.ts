import { describe, expect, it } from 'vitest';
import { sendFailureReason } from './failure';

const mailerError = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('a confirmation the mail server did not take, as staff read it', () => {
  it.each([
    [
      'the recipient refused (nodemailer: EENVELOPE)',
      mailerError("Can't send mail - all recipients were rejected: 550 5.1.1 <x@example.com>: mailbox unavailable", {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
      }),
      /refused the prospect's address.*check the address for a typo/,
    ],
    [
      'a permanent answer to RCPT TO',
      mailerError('553 not allowed', { responseCode: 553, command: 'RCPT TO' }),
      /refused the prospect's address/,
    ],
    [
      'the sign-in refused',
      mailerError('Invalid login: 535 5.7.8 bad credentials', { code: 'EAUTH', responseCode: 535 }),
      /refused this server's sign-in.*check the mail settings/,
    ],
    [
      'no connection',
      mailerError('connect ECONNREFUSED 10.0.0.5:587', { code: 'ESOCKET' }),
      /could not be reached.*write to them yourself/,
    ],
    ['a timeout', mailerError('Greeting never received', { code: 'ETIMEDOUT' }), /could not be reached/],
    ['anything else', new Error('451 4.3.0 try later'), /did not take the confirmation.*in the log/],
    ['a thrown string', 'boom', /did not take the confirmation/],
  ])('%s', (_name, error, words) => {
    const reason = sendFailureReason(error);
    expect(reason).toMatch(words);
    expect(reason).toContain('got no confirmation');
    // Never the server's own answer: no codes, hosts or addresses.
    expect(reason).not.toMatch(/\d{3}|@|ECONN|ESOCKET|10\.0\.0\.5/);
  });
});

import { describe, expect, it } from 'vitest';
import { mailSettings } from './mail-settings';

const noFiles = () => false;

describe('mailSettings', () => {
  it('skips the e-mail when REQUEST_NOTIFY_EMAIL is not set', () => {
    expect(mailSettings({ EMAIL_TRANSPORT: 'smtp', EMAIL_SMTP_HOST: 'mail' }, noFiles)).toEqual({
      to: null,
      send: false,
      skippedBecause: 'REQUEST_NOTIFY_EMAIL is not set',
    });
  });

  it('sends through SMTP when a host is set', () => {
    const env = { REQUEST_NOTIFY_EMAIL: 'inbox@agency.test', EMAIL_TRANSPORT: 'smtp', EMAIL_SMTP_HOST: 'mail' };
    expect(mailSettings(env, noFiles)).toEqual({ to: 'inbox@agency.test', send: true, skippedBecause: null });
    expect(mailSettings({ ...env, EMAIL_SMTP_HOST: '' }, noFiles).send).toBe(false);
  });

  it('treats Directus’ default sendmail transport as configured only where sendmail exists', () => {
    const env = { REQUEST_NOTIFY_EMAIL: 'inbox@agency.test', EMAIL_TRANSPORT: 'sendmail' };
    expect(mailSettings(env, noFiles)).toMatchObject({ send: false });
    expect(mailSettings(env, (path) => path === '/usr/sbin/sendmail')).toMatchObject({ send: true });
    expect(mailSettings({ REQUEST_NOTIFY_EMAIL: 'inbox@agency.test' }, noFiles).skippedBecause).toMatch(/sendmail/);
  });

  it('needs the credentials of the API transports', () => {
    const to = { REQUEST_NOTIFY_EMAIL: 'inbox@agency.test' };
    expect(mailSettings({ ...to, EMAIL_TRANSPORT: 'mailgun' }, noFiles).send).toBe(false);
    expect(
      mailSettings(
        { ...to, EMAIL_TRANSPORT: 'mailgun', EMAIL_MAILGUN_API_KEY: 'k', EMAIL_MAILGUN_DOMAIN: 'd' },
        noFiles,
      ).send,
    ).toBe(true);
    expect(mailSettings({ ...to, EMAIL_TRANSPORT: 'ses' }, noFiles).send).toBe(true);
    expect(mailSettings({ ...to, EMAIL_TRANSPORT: 'pigeon' }, noFiles).send).toBe(false);
  });
});

describe('why the e-mail is skipped, in the flow log', () => {
  const to = { REQUEST_NOTIFY_EMAIL: ' inbox@agency.test ' };

  it.each([
    [{ EMAIL_TRANSPORT: 'smtp' }, 'EMAIL_TRANSPORT is smtp but EMAIL_SMTP_HOST is not set'],
    [{ EMAIL_TRANSPORT: 'sendmail' }, 'no e-mail transport is configured (no sendmail at /usr/sbin/sendmail)'],
    [
      { EMAIL_TRANSPORT: 'sendmail', EMAIL_SENDMAIL_PATH: '/opt/sendmail' },
      'no e-mail transport is configured (no sendmail at /opt/sendmail)',
    ],
    [
      { EMAIL_TRANSPORT: 'mailgun', EMAIL_MAILGUN_API_KEY: 'k' },
      'EMAIL_TRANSPORT is mailgun but EMAIL_MAILGUN_API_KEY or EMAIL_MAILGUN_DOMAIN is not set',
    ],
    [
      { EMAIL_TRANSPORT: 'mailgun', EMAIL_MAILGUN_DOMAIN: 'd' },
      'EMAIL_TRANSPORT is mailgun but EMAIL_MAILGUN_API_KEY or EMAIL_MAILGUN_DOMAIN is not set',
    ],
    [{ EMAIL_TRANSPORT: 'mailtrap' }, 'EMAIL_TRANSPORT is mailtrap but EMAIL_MAILTRAP_TOKEN is not set'],
    [{ EMAIL_TRANSPORT: 'Pigeon' }, 'EMAIL_TRANSPORT "pigeon" is not a Directus transport'],
  ])('%j → %s', (env, reason) => {
    expect(mailSettings({ ...to, ...env }, noFiles)).toEqual({
      to: 'inbox@agency.test',
      send: false,
      skippedBecause: reason,
    });
  });

  it('sends through mailtrap with a token, and takes a transport in any case and a port given as a number', () => {
    expect(mailSettings({ ...to, EMAIL_TRANSPORT: 'mailtrap', EMAIL_MAILTRAP_TOKEN: 't' }, noFiles).send).toBe(true);
    expect(mailSettings({ ...to, EMAIL_TRANSPORT: ' SMTP ', EMAIL_SMTP_HOST: 'mail' }, noFiles).send).toBe(true);
    expect(mailSettings({ ...to, EMAIL_TRANSPORT: 'smtp', EMAIL_SMTP_HOST: 25 }, noFiles).send).toBe(true);
    expect(mailSettings({ ...to, EMAIL_TRANSPORT: 'smtp', EMAIL_SMTP_HOST: true }, noFiles).send).toBe(false);
  });

  it('looks for the configured sendmail binary', () => {
    const env = { ...to, EMAIL_TRANSPORT: 'sendmail', EMAIL_SENDMAIL_PATH: ' /opt/sendmail ' };
    expect(mailSettings(env, (path) => path === '/opt/sendmail').send).toBe(true);
  });

  it('treats a blank REQUEST_NOTIFY_EMAIL as not set', () => {
    expect(mailSettings({ REQUEST_NOTIFY_EMAIL: '  ', EMAIL_TRANSPORT: 'ses' }, noFiles)).toEqual({
      to: null,
      send: false,
      skippedBecause: 'REQUEST_NOTIFY_EMAIL is not set',
    });
  });
});

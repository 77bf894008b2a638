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

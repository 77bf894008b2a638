// Whether the agency inbox can be mailed, decided from Directus' own environment. Directus always
// has a transport (its default is sendmail), so "configured" means: REQUEST_NOTIFY_EMAIL is set
// and the transport has what it needs to deliver, or the e-mail is skipped with a reason that
// shows in the flow's log.

type Env = Record<string, unknown>;

export interface MailSettings {
  /** REQUEST_NOTIFY_EMAIL (one address or a comma-separated list), or null. */
  to: string | null;
  send: boolean;
  /** Why no e-mail is sent, for the flow log; null when it is. */
  skippedBecause: string | null;
}

const text = (env: Env, name: string) => {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

/** null when the transport can deliver, else what is missing (Directus' mailer: src/mailer.ts). */
export function transportProblem(env: Env, fileExists: (path: string) => boolean): string | null {
  const transport = (text(env, 'EMAIL_TRANSPORT') || 'sendmail').toLowerCase();
  switch (transport) {
    case 'smtp':
      return text(env, 'EMAIL_SMTP_HOST') ? null : 'EMAIL_TRANSPORT is smtp but EMAIL_SMTP_HOST is not set';
    case 'sendmail': {
      // Directus' default transport: usable only where a sendmail binary exists.
      const binary = text(env, 'EMAIL_SENDMAIL_PATH') || '/usr/sbin/sendmail';
      return fileExists(binary) ? null : `no e-mail transport is configured (no sendmail at ${binary})`;
    }
    case 'mailgun':
      return text(env, 'EMAIL_MAILGUN_API_KEY') && text(env, 'EMAIL_MAILGUN_DOMAIN')
        ? null
        : 'EMAIL_TRANSPORT is mailgun but EMAIL_MAILGUN_API_KEY or EMAIL_MAILGUN_DOMAIN is not set';
    case 'mailtrap':
      return text(env, 'EMAIL_MAILTRAP_TOKEN')
        ? null
        : 'EMAIL_TRANSPORT is mailtrap but EMAIL_MAILTRAP_TOKEN is not set';
    case 'ses':
      // Credentials come from the AWS chain (EMAIL_SES_* or the instance role): trust the choice.
      return null;
    default:
      return `EMAIL_TRANSPORT "${transport}" is not a Directus transport`;
  }
}

export function mailSettings(env: Env, fileExists: (path: string) => boolean): MailSettings {
  const to = text(env, 'REQUEST_NOTIFY_EMAIL') || null;
  if (!to) return { to, send: false, skippedBecause: 'REQUEST_NOTIFY_EMAIL is not set' };
  const problem = transportProblem(env, fileExists);
  return { to, send: problem === null, skippedBecause: problem };
}

// The webhook's settings as an administrator saves them (README "Hand-off"), checked before
// Directus writes them: a usable, allowed address whenever one is given or the webhook is on, and a
// long enough secret. Messages are shown in the admin as they are.
import { InvalidPayloadError } from '@directus/errors';
import type { Accountability } from '@directus/types';
import type { Knex } from 'knex';
import { WebhookAddressError, checkWebhookUrl } from './address';
import type { WebhookConfig } from './config';
import { readSettings } from './store';

/** Shortest secret accepted: the receiver's check is only as strong as the secret. */
export const MIN_SECRET_LENGTH = 16;

type Payload = Record<string, unknown>;

export async function checkSettings(
  payload: Payload,
  accountability: Accountability | null,
  db: Knex,
  config: WebhookConfig,
): Promise<Payload> {
  // Only administrators may write the settings; Directus refuses everyone else after this filter.
  if (accountability && !accountability.admin) return payload;
  const stored = await readSettings(db);
  const merged: Payload = { ...stored, ...payload };
  const refuse = (reason: string) => new InvalidPayloadError({ reason });
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  // While the webhook is on, its settings must be complete and allowed; turning it off is never refused.
  if (('url' in payload && text(payload.url) !== '') || merged.enabled === true) {
    try {
      await checkWebhookUrl(text(merged.url), config);
    } catch (error) {
      if (error instanceof WebhookAddressError) throw refuse(error.message);
      throw error;
    }
  }
  const secret = text(merged.secret);
  if (
    (('secret' in payload && text(payload.secret) !== '') || merged.enabled === true) &&
    secret.length < MIN_SECRET_LENGTH
  ) {
    throw refuse(
      `The webhook secret must be at least ${MIN_SECRET_LENGTH} characters long (e.g. the output of openssl rand -hex 32).`,
    );
  }
  return typeof payload.url === 'string' ? { ...payload, url: payload.url.trim() } : payload;
}

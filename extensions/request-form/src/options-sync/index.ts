// Keeps the endpoint's copies of the option lists, the privacy notice's settings and the booking
// page (shared/options-cache.ts) in step with the database: any change to an option collection or to
// Site Settings on this instance drops the copy built from it at once, and with several instances
// sharing Redis this instance tells the others at once (its own channel, sent the moment the
// change is committed, so that the next form opening anywhere sees it).
import { bookingUrlProblem } from '@agency/request-rules/booking';
import { createError, ErrorCode } from '@directus/errors';
import { defineHook } from '@directus/extensions-sdk';
import { Redis } from 'ioredis';
import {
  OPTION_COLLECTIONS,
  PRIVACY_COLLECTIONS,
  sharedBookingCache,
  sharedDifficultyCache,
  sharedOptionsCache,
  sharedPrivacyCache,
} from '../shared/options-cache';
import { difficultyProblem } from '../shared/proof-of-work';

const OPTIONS_CHANNEL = 'agency-site:form-options-changed';

/** A refusal whose message is the reason alone (the admin shows it as it is). */
const RefusedError = createError<{ reason: string }>(ErrorCode.InvalidPayload, ({ reason }) => reason, 400);

export default defineHook(({ action, filter }, { database, env, logger }) => {
  const options = sharedOptionsCache(database);
  const privacy = sharedPrivacyCache(database);
  const booking = sharedBookingCache(database);
  const difficulty = sharedDifficultyCache(database);

  // The booking page is opened from the confirmation: a web address or nothing.
  const checkBooking = (payload: Record<string, unknown>) => {
    const difficultyRefusal = difficultyProblem(payload['proof_of_work_difficulty']);
    if (difficultyRefusal) throw new RefusedError({ reason: difficultyRefusal });
    if (!('booking_url' in payload)) return payload;
    const problem = bookingUrlProblem(payload['booking_url']);
    if (problem) throw new RefusedError({ reason: problem });
    const url = payload['booking_url'];
    return { ...payload, booking_url: typeof url === 'string' && url.trim() ? url.trim() : null };
  };
  filter<Record<string, unknown>>('site_settings.items.create', checkBooking);
  filter<Record<string, unknown>>('site_settings.items.update', checkBooking);

  /** Drops the copies built from `collection`; false when none is. */
  const invalidate = (collection: string) => {
    const ofOptions = OPTION_COLLECTIONS.has(collection);
    const ofPrivacy = PRIVACY_COLLECTIONS.has(collection);
    if (ofOptions) options.invalidate();
    if (ofPrivacy) {
      privacy.invalidate();
      booking.invalidate();
      difficulty.invalidate();
    }
    return ofOptions || ofPrivacy;
  };
  const invalidateAll = () => {
    options.invalidate();
    privacy.invalidate();
    booking.invalidate();
    difficulty.invalidate();
  };
  const redisUrl = typeof env['REDIS'] === 'string' && env['REDIS'] !== '' ? env['REDIS'] : undefined;
  const publisher = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  publisher?.on('error', (error: Error) => logger.warn(`Option changes to other instances: ${error.message}`));

  const changed = ({ collection }: { collection?: string }) => {
    if (!collection || !invalidate(collection)) return;
    publisher?.publish(OPTIONS_CHANNEL, collection).catch(() => {});
  };
  for (const event of ['items.create', 'items.update', 'items.delete', 'items.sort']) action(event, changed);

  if (!publisher) return;
  const subscriber = publisher.duplicate();
  subscriber.on('error', (error: Error) => logger.warn(`Option changes from other instances: ${error.message}`));
  // A message missed while Redis was away could leave an old copy: start over on reconnect.
  subscriber.on('ready', invalidateAll);
  subscriber.subscribe(OPTIONS_CHANNEL).catch((error: Error) => logger.warn(`Redis subscribe: ${error.message}`));
  // The message names the collection that changed.
  subscriber.on('message', (_channel: string, collection: string) => {
    if (!invalidate(collection)) invalidateAll();
  });
});

// Keeps the endpoint's copy of the option lists (shared/options-cache.ts) in step with the
// database: any change to an option collection on this instance drops it at once, and with
// several instances sharing Redis this instance tells the others at once (its own channel, sent
// the moment the change is committed, so that the next form opening anywhere sees it).
import { defineHook } from '@directus/extensions-sdk';
import { Redis } from 'ioredis';
import { OPTION_COLLECTIONS, sharedOptionsCache } from '../shared/options-cache';

const OPTIONS_CHANNEL = 'agency-site:form-options-changed';

export default defineHook(({ action }, { database, env, logger }) => {
  const cache = sharedOptionsCache(database);
  const redisUrl = typeof env['REDIS'] === 'string' && env['REDIS'] !== '' ? env['REDIS'] : undefined;
  const publisher = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  publisher?.on('error', (error: Error) => logger.warn(`Option changes to other instances: ${error.message}`));

  const changed = ({ collection }: { collection?: string }) => {
    if (!collection || !OPTION_COLLECTIONS.has(collection)) return;
    cache.invalidate();
    publisher?.publish(OPTIONS_CHANNEL, collection).catch(() => {});
  };
  for (const event of ['items.create', 'items.update', 'items.delete', 'items.sort']) action(event, changed);

  if (!publisher) return;
  const subscriber = publisher.duplicate();
  subscriber.on('error', (error: Error) => logger.warn(`Option changes from other instances: ${error.message}`));
  // A message missed while Redis was away could leave an old copy: start over on reconnect.
  subscriber.on('ready', () => cache.invalidate());
  subscriber.subscribe(OPTIONS_CHANNEL).catch((error: Error) => logger.warn(`Redis subscribe: ${error.message}`));
  subscriber.on('message', () => cache.invalidate());
});

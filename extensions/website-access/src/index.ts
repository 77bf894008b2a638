import { defineHook } from '@directus/extensions-sdk';
import { Redis } from 'ioredis';
import { CONTENT_CHANNEL, createChangeNotifier, webhookUrls } from './content-changes';
import { registerPreview } from './preview';
import { registerRedirects } from './redirects';
import { registerSchedule } from './schedule';
import { registerTranslations } from './translations';

// Same id as migrations/lib/ids.js (plain JS loaded by Directus' migrator, so it is not imported).
const WEBSITE_USER_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1a03';

/**
 * What the website needs of Directus besides its read permissions:
 * - The web server authenticates with a static token from its environment. Keeping the token in
 *   the environment (not only in the database) lets operators rotate it by changing
 *   WEBSITE_API_TOKEN on both services and restarting, with no admin click.
 * - Every change to what the site is built from is announced to the web server(s), which re-read
 *   it at once (content-changes.ts).
 * - Redirects editors keep in the CMS are checked, and follow content that moves (redirects.ts).
 * - Editors preview drafts and versions on the site through a signed, short-lived link (preview.ts).
 * - Languages and translations editors save are checked (translations.ts), and so are the times
 *   of scheduled promotions and pages (schedule.ts).
 */
export default defineHook((register, context) => {
  const { init, action } = register;
  const { database, env, logger } = context;
  registerRedirects(register, context);
  registerPreview(register, context);
  registerTranslations(register);
  registerSchedule(register);
  const token = env['WEBSITE_API_TOKEN'];
  init('app.before', async () => {
    if (typeof token !== 'string' || token.length === 0) {
      logger.warn('WEBSITE_API_TOKEN is not set: the web server cannot read content');
      return;
    }
    const updated = await database('directus_users')
      .where({ id: WEBSITE_USER_ID })
      .whereNot({ token })
      .update({ token });
    if (updated > 0) logger.info('Website API token updated from WEBSITE_API_TOKEN');
  });

  const urls = webhookUrls(env['CONTENT_WEBHOOK_URLS']);
  const redisUrl = typeof env['REDIS'] === 'string' && env['REDIS'] !== '' ? env['REDIS'] : undefined;
  if (typeof token !== 'string' || token.length === 0 || (urls.length === 0 && !redisUrl)) return;
  let redis: Redis | undefined;
  const notify = createChangeNotifier({
    urls,
    secret: token,
    log: logger,
    publish: redisUrl
      ? (message) => {
          if (!redis) {
            redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
            // Told once per outage (ioredis reconnects by itself); the web servers' TTL is the safety net.
            let down = false;
            redis.on('error', (error: Error) => {
              if (!down) logger.warn(`Content changes through Redis: ${error.message}`);
              down = true;
            });
            redis.on('ready', () => (down = false));
          }
          return redis.publish(CONTENT_CHANNEL, message);
        }
      : undefined,
  });
  const changed = ({ collection }: { collection?: string }) => {
    if (collection) notify(collection);
  };
  for (const event of ['items.create', 'items.update', 'items.delete', 'items.sort']) action(event, changed);
  for (const event of ['files.update', 'files.delete']) action(event, () => notify('directus_files'));
});

import { defineHook } from '@directus/extensions-sdk';

// Same id as migrations/lib/ids.js (plain JS loaded by Directus' migrator, so it is not imported).
const WEBSITE_USER_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1a03';

/**
 * The web server authenticates with a static token from its environment. Keeping the token in the
 * environment (not only in the database) lets operators rotate it by changing WEBSITE_API_TOKEN on
 * both services and restarting, with no admin click.
 */
export default defineHook(({ init }, { database, env, logger }) => {
  init('app.before', async () => {
    const token = env['WEBSITE_API_TOKEN'];
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
});

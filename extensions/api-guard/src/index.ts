// Guards on Directus' own routes, for every caller (README "What is enforced where").
//   - JSON bodies nested more than MAX_JSON_DEPTH levels are refused (400) before any route
//     walks them: Directus' routes and ours would overflow the call stack (500) on thousands.
import { InvalidPayloadError } from '@directus/errors';
import { defineHook } from '@directus/extensions-sdk';
import type { NextFunction, Request, Response } from 'express';
import { nestedDeeperThan } from './json-depth';

/** Generous for every admin and API payload (filters, nested relational writes), far below harm. */
export const MAX_JSON_DEPTH = 64;

export default defineHook(({ init }) => {
  init('middlewares.after', ({ app }) => {
    app.use((req: Request, _res: Response, next: NextFunction) => {
      if (!nestedDeeperThan(req.body, MAX_JSON_DEPTH)) return next();
      next(new InvalidPayloadError({ reason: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep` }));
    });
  });
});

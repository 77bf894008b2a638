// The request-form endpoint: GET /definition, POST /validate, POST /submit, POST /attachments,
// GET /attachments/:id and POST /booking (contract in
// docs/product.md "The request-form endpoint"). Anonymous by design: the Public policy has no permission on requests; this
// endpoint is the only way in, and it writes with system rights after its own validation.
import { buildDefinition } from '@agency/request-rules/definition';
import { defineEndpoint } from '@directus/extensions-sdk';
import type { NextFunction, Request, Response } from 'express';
import { readConfig } from '../shared/config';
import {
  sharedBookingCache,
  sharedDifficultyCache,
  sharedOptionsCache,
  sharedPrivacyCache,
} from '../shared/options-cache';
import { formTokenHash, issueFormToken } from '../shared/form-token';
import { issueChallenge } from '../shared/proof-of-work';
import { createFormUploadLimiter, createSubmitLimiter, createUploadLimiter } from '../shared/submit-limiter';
import {
  ATTACHMENTS,
  downloadAttachment,
  removeOrphanAttachments,
  uploadAttachment,
  type AttachmentDependencies,
} from './attachments';
import { recordBookingClick } from './booking-click';
import { unavailableWhenDatabaseIsDown } from './database-unavailable';
import { submitRequest } from './submit-request';
import { validateRequestStep } from './validate-step';
import { textsFor } from '../shared/site-texts';

// Express 4 does not forward rejected promises to the error handler by itself. An unreachable
// database becomes a 503 with Retry-After on the way (database-unavailable.ts).
const handle =
  (action: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response, next: NextFunction) =>
    action(req, res).catch((error: unknown) => next(unavailableWhenDatabaseIsDown(error, res)));

export default defineEndpoint({
  id: 'request-form',
  handler: (router, { database, env, getSchema, logger, services }) => {
    const config = readConfig(env);
    const warn = (message: string) => logger.warn(message);
    const limiter = createSubmitLimiter(config, warn);
    const options = sharedOptionsCache(database);
    const loadOptions = () => options.get();
    const privacy = sharedPrivacyCache(database);
    const loadPrivacyNotice = () => privacy.get();
    const booking = sharedBookingCache(database);
    const difficulty = sharedDifficultyCache(database);
    const texts = (language: unknown) => textsFor(database, language);
    const attachments: AttachmentDependencies = {
      config,
      limiter: createUploadLimiter(config, warn),
      formLimiter: createFormUploadLimiter(config, warn),
      database,
      getSchema,
      items: (schema, accountability) => new services.ItemsService(ATTACHMENTS, { schema, accountability }),
    };
    // Unlinked attachments also go at every upload; this sweeps when nobody uploads.
    setInterval(
      () => void removeOrphanAttachments(attachments).catch(() => {}),
      Math.min(3600, config.orphanAttachmentSeconds) * 1000,
    ).unref();

    router.get(
      '/definition',
      handle(async (_req, res) => {
        const [published, notice, bookingPage, work] = await Promise.all([
          loadOptions(),
          loadPrivacyNotice(),
          booking.get(),
          difficulty.get(),
        ]);
        const now = Date.now();
        const formToken = issueFormToken(config.secret, now);
        // The challenge lives as long as its token (docs/decisions/040-proof-of-work.md).
        const proofOfWork = await issueChallenge(formTokenHash(formToken), {
          secret: config.secret,
          difficulty: work,
          expiresAt: new Date(now + config.formTokenTtlSeconds * 1000),
        });
        const definition = buildDefinition(
          published,
          {
            formToken,
            minFillSeconds: config.minFillSeconds,
            proofOfWork,
          },
          notice,
          bookingPage,
        );
        res.setHeader('Cache-Control', 'no-store');
        res.json({ data: definition });
      }),
    );

    router.post(
      '/validate',
      handle((req, res) =>
        validateRequestStep(req, res, {
          maxPayloadBytes: config.maxPayloadBytes,
          loadOptions,
          loadPrivacyNotice,
          textsFor: texts,
        }),
      ),
    );

    router.post(
      '/booking',
      handle((req, res) => recordBookingClick(req, res, database)),
    );

    router.post(
      '/attachments',
      handle((req, res) => uploadAttachment(req, res, attachments)),
    );
    router.get(
      '/attachments/:id',
      handle((req, res) => downloadAttachment(req, res, attachments)),
    );

    router.post(
      '/submit',
      handle((req, res) =>
        submitRequest(req, res, {
          config,
          limiter,
          database,
          loadOptions,
          loadPrivacyNotice,
          textsFor: texts,
          getSchema,
          async createRequest(data, schema) {
            const requests = new services.ItemsService('requests', { schema, accountability: null });
            return String(await requests.createOne(data));
          },
        }),
      ),
    );
  },
});

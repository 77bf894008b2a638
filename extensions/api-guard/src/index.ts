// Guards on Directus' own routes, for every caller (README "What is enforced where").
//   - JSON bodies nested more than MAX_JSON_DEPTH levels are refused (400) before any route
//     walks them: Directus' routes and ours would overflow the call stack (500) on thousands.
//   - A file's type can only be one the site can serve as an image (routes/media.ts rasterises
//     them; anything else it refuses). Uploads are limited by Directus itself
//     (FILES_MIME_TYPE_ALLOW_LIST, cms/.env.example); this hook covers the type field changed
//     afterwards (PATCH /files, GraphQL), which that setting does not see. Administrators are
//     trusted with it, as with everything else.
//   - CSV exports (`?export=csv`, `csv_utf8`, and exports to the file library) never carry a
//     live spreadsheet formula: a text cell that starts like one is prefixed with ' (csv-formulas.ts).
import { InvalidPayloadError } from '@directus/errors';
import { defineHook } from '@directus/extensions-sdk';
import type { NextFunction, Request, Response } from 'express';
import { neutraliseRecords } from './csv-formulas';
import { nestedDeeperThan } from './json-depth';

/** Generous for every admin and API payload (filters, nested relational writes), far below harm. */
export const MAX_JSON_DEPTH = 64;

/** What routes/media.ts of the site can turn into a raster image; the same list as FILES_MIME_TYPE_ALLOW_LIST. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/tiff', 'image/svg+xml'];

type Payload = Record<string, unknown>;

function checkFileType(payload: Payload) {
  if (!('type' in payload) || IMAGE_TYPES.includes(String(payload.type))) return;
  throw new InvalidPayloadError({
    reason: `Only images can be stored (JPEG, PNG, WebP, AVIF, TIFF or SVG), not "${String(payload.type)}"`,
  });
}

type Transform = (input: unknown, format: string, options?: unknown) => string;

/**
 * Every CSV Directus writes goes through ExportService.transform (the items endpoints' `export`
 * and the export to a file): its records are neutralised before they are written.
 */
function neutraliseCsvExports(exportService: { prototype: { transform: Transform } }) {
  const transform = exportService.prototype.transform;
  if ((transform as { neutralised?: boolean }).neutralised) return;
  const neutralising: Transform = function (this: unknown, input, format, options) {
    const records = String(format).startsWith('csv') ? neutraliseRecords(input) : input;
    return transform.call(this, records, format, options);
  };
  Object.assign(neutralising, { neutralised: true });
  exportService.prototype.transform = neutralising;
}

export default defineHook(({ init, filter }, { services }) => {
  neutraliseCsvExports(services.ExportService);

  init('middlewares.after', ({ app }) => {
    app.use((req: Request, _res: Response, next: NextFunction) => {
      if (!nestedDeeperThan(req.body, MAX_JSON_DEPTH)) return next();
      next(new InvalidPayloadError({ reason: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep` }));
    });
  });

  for (const event of ['files.create', 'files.update']) {
    filter(event, (input, _meta, { accountability }) => {
      if (accountability && !accountability.admin) checkFileType(input as Payload);
      return input;
    });
  }
});

import type { FieldError } from '@agency/request-rules/validation';
import { InvalidPayloadError } from '@directus/errors';
import type { Response } from 'express';

/** 400 in Directus' error shape, one entry per failing field (docs/product.md "The request-form endpoint"). */
export function sendFieldErrors(res: Response, errors: FieldError[]) {
  res.status(400).json({
    errors: errors.map(({ field, message, step }) => ({
      message,
      extensions: { code: 'FAILED_VALIDATION', field, step },
    })),
  });
}

export function unknownFieldsError(fields: string[]) {
  const list = fields.map((field) => `"${field}"`).join(', ');
  return new InvalidPayloadError({ reason: `Unknown field${fields.length > 1 ? 's' : ''} ${list}` });
}

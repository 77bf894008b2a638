// Checks on the raw request before any rule runs: JSON content type, size, an object body.
import { isRecord } from '@agency/contract/guards';
import { ContentTooLargeError, InvalidPayloadError, UnsupportedMediaTypeError } from '@directus/errors';
import type { Request } from 'express';

export function jsonObjectBody(req: Request, maxBytes: number): Record<string, unknown> {
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > maxBytes) throw new ContentTooLargeError();
  if (!req.is('application/json')) {
    throw new UnsupportedMediaTypeError({
      mediaType: req.headers['content-type'] ?? 'none',
      where: 'Content-Type header',
    });
  }
  const body: unknown = req.body;
  if (!isRecord(body)) {
    throw new InvalidPayloadError({ reason: 'The body must be a JSON object' });
  }
  // Chunked bodies carry no Content-Length: measure what was parsed.
  if (Buffer.byteLength(JSON.stringify(body)) > maxBytes) throw new ContentTooLargeError();
  return body;
}

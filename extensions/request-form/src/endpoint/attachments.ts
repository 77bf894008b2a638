// Attachments (README "The request form", decision 020): POST /request-form/attachments takes one
// file of an open form (its form token), checks it by its content and keeps it unlinked until a
// request names it; GET /request-form/attachments/:id gives it to whoever may read the
// attachment's row (staff and administrators; never the public, never the Website API token).
// Files no request ever named are removed after REQUEST_FORM_ORPHAN_ATTACHMENT_SECONDS.
import { createHash, randomUUID } from 'node:crypto';
import { ForbiddenError } from '@directus/errors';
import type { Accountability, Query, SchemaOverview } from '@directus/types';
import type { Request, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import type { Knex } from 'knex';
import {
  ATTACHMENT_EMPTY_MESSAGE,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENT_BYTES,
  TOO_MANY_ATTACHMENTS_MESSAGE,
  acceptedFile,
  cleanFileName,
} from '../shared/attachment-types';
import type { RequestFormConfig } from '../shared/config';
import { formTokenAge } from '../shared/form-token';
import type { SubmitLimiter } from '../shared/submit-limiter';
import { type DirectusRequest, requestSchema } from './request-schema';

export const ATTACHMENTS = 'request_attachments';
export const CONTENTS = 'request_attachment_contents';
/** The field of the submit body that names the attachments, and of the errors about them. */
export const ATTACHMENTS_FIELD = 'attachments';

export const EXPIRED_FORM_MESSAGE = 'This form has expired. Please reopen the form and attach the file again.';
export const GONE_MESSAGE = 'An attached file is no longer available. Please remove it and attach it again.';
export const FORM_UPLOADS_MESSAGE =
  'No more files can be attached to this form. Please reopen the form to attach others.';
export const PARKED_FULL_MESSAGE =
  'Files cannot be attached right now. Please try again later, or send the request without them.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Directus' item service, as much of it as this module uses. */
interface AttachmentItems {
  createOne(data: Record<string, unknown>): Promise<unknown>;
  readOne(id: string, query: { fields: string[] }): Promise<Record<string, unknown>>;
  deleteByQuery(query: Query): Promise<unknown>;
}

export interface AttachmentDependencies {
  config: RequestFormConfig;
  limiter: SubmitLimiter;
  /** Uploads per form token (createFormUploadLimiter). */
  formLimiter: SubmitLimiter;
  database: Knex;
  getSchema: () => Promise<SchemaOverview>;
  /** The attachments' item service, as the system (null) or as the caller. */
  items: (schema: SchemaOverview, accountability: Accountability | null | undefined) => AttachmentItems;
}

function sendAttachmentError(res: Response, status: number, message: string, code = 'FAILED_VALIDATION') {
  res.status(status).json({ errors: [{ message, extensions: { code, field: ATTACHMENTS_FIELD, step: 0 } }] });
}

/** The body, up to `limit` bytes; null when it is longer (the rest is not read). */
function readBody(req: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** Removes attachments no request named within the allowed time, and bytes without an attachment. */
export async function removeOrphanAttachments(
  deps: Pick<AttachmentDependencies, 'config' | 'database' | 'getSchema' | 'items'>,
) {
  const cutoff = new Date(Date.now() - deps.config.orphanAttachmentSeconds * 1000).toISOString();
  await deps.items(await deps.getSchema(), null).deleteByQuery({
    filter: { _and: [{ request: { _null: true } }, { date_created: { _lt: cutoff } }] },
  });
  await deps.database(CONTENTS).whereNotIn('id', deps.database(ATTACHMENTS).select('id')).delete();
}

export async function uploadAttachment(req: Request, res: Response, deps: AttachmentDependencies) {
  const age = formTokenAge(req.get('x-form-token'), deps.config.secret);
  if (age === null || age > deps.config.formTokenTtlSeconds * 1000) {
    return sendAttachmentError(res, 403, EXPIRED_FORM_MESSAGE, 'FORBIDDEN');
  }
  if (Number(req.get('content-length') ?? 0) > MAX_ATTACHMENT_BYTES) {
    req.resume();
    return sendAttachmentError(res, 413, ATTACHMENT_SIZE_MESSAGE, 'CONTENT_TOO_LARGE');
  }
  const waitSeconds = await deps.limiter.consume(req.ip ?? 'unknown');
  if (waitSeconds !== null) {
    req.resume();
    res.setHeader('Retry-After', String(waitSeconds));
    const minutes = Math.ceil(waitSeconds / 60);
    return sendAttachmentError(
      res,
      429,
      `Too many files in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      'REQUESTS_EXCEEDED',
    );
  }
  const tokenKey = createHash('sha256')
    .update(String(req.get('x-form-token')))
    .digest('hex');
  if ((await deps.formLimiter.consume(tokenKey)) !== null) {
    req.resume();
    return sendAttachmentError(res, 429, FORM_UPLOADS_MESSAGE, 'REQUESTS_EXCEEDED');
  }
  const content = await readBody(req, MAX_ATTACHMENT_BYTES);
  if (content === null) return sendAttachmentError(res, 413, ATTACHMENT_SIZE_MESSAGE, 'CONTENT_TOO_LARGE');
  if (content.length === 0) return sendAttachmentError(res, 400, ATTACHMENT_EMPTY_MESSAGE);

  let sentName = '';
  try {
    sentName = decodeURIComponent(req.get('x-file-name') ?? '');
  } catch {
    // not percent-encoded text: no name
  }
  const accepted = acceptedFile(await fileTypeFromBuffer(content), cleanFileName(sentName) || 'attachment');
  if (!accepted) return sendAttachmentError(res, 400, ATTACHMENT_TYPE_MESSAGE);

  await removeOrphanAttachments(deps);
  // All files waiting for a request, together: bounded, whoever sends them.
  const parked = await deps.database(ATTACHMENTS).whereNull('request').sum({ bytes: 'size' }).first();
  if (Number(parked?.bytes ?? 0) + content.length > deps.config.parkedMaxBytes) {
    res.setHeader('Retry-After', '600');
    return sendAttachmentError(res, 503, PARKED_FULL_MESSAGE, 'SERVICE_UNAVAILABLE');
  }
  const id = randomUUID();
  await deps.database(CONTENTS).insert({ id, content });
  try {
    await deps.items(await requestSchema(req, deps.getSchema), null).createOne({
      id,
      file_name: accepted.fileName,
      mime_type: accepted.mediaType,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
  } catch (error) {
    await deps.database(CONTENTS).where({ id }).delete();
    throw error;
  }
  res.status(201).json({
    data: { id, file_name: accepted.fileName, mime_type: accepted.mediaType, size: content.length },
  });
}

/** RFC 6266: a plain ASCII fallback and the UTF-8 name. */
function contentDisposition(fileName: string) {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function downloadAttachment(req: DirectusRequest, res: Response, deps: AttachmentDependencies) {
  const id = String(req.params.id ?? '');
  // Directus answers 403 for an item the caller may not read and for one that does not exist.
  const items = deps.items(await requestSchema(req, deps.getSchema), req.accountability);
  if (!UUID.test(id)) throw new ForbiddenError();
  const attachment = await items.readOne(id, { fields: ['id', 'file_name', 'mime_type'] });
  const row: { content: Buffer | Uint8Array } | undefined = await deps
    .database(CONTENTS)
    .where({ id })
    .first('content');
  if (!row)
    return res
      .status(404)
      .json({ errors: [{ message: 'This file is no longer stored.', extensions: { code: 'NOT_FOUND' } }] });
  const content = Buffer.from(row.content);
  res.set({
    'Content-Type': String(attachment.mime_type),
    'Content-Length': String(content.length),
    'Content-Disposition': contentDisposition(String(attachment.file_name)),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  res.end(content);
}

/**
 * The attachments a submit names: undefined or a list of at most MAX_ATTACHMENTS distinct ids.
 * Returns the ids, or the message to answer with.
 */
export function attachmentIdsOf(value: unknown): { ids: string[] } | { message: string } {
  if (value === undefined || value === null) return { ids: [] };
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && UUID.test(id))) {
    return { message: GONE_MESSAGE };
  }
  const ids = [...new Set(value.map((id: string) => id.toLowerCase()))];
  if (ids.length > MAX_ATTACHMENTS) return { message: TOO_MANY_ATTACHMENTS_MESSAGE };
  return { ids };
}

/** Whether every one of these attachments is stored and not yet linked to a request. */
export async function attachmentsAvailable(database: Knex, ids: string[]) {
  if (ids.length === 0) return true;
  const rows = await database(ATTACHMENTS).whereIn('id', ids).whereNull('request').select('id');
  return rows.length === ids.length;
}

/** Links the attachments to their request (those still unlinked). */
export async function linkAttachments(database: Knex, requestId: string, ids: string[]) {
  if (ids.length === 0) return;
  await database(ATTACHMENTS).whereIn('id', ids).whereNull('request').update({ request: requestId });
}

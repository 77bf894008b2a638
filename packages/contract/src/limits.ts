// The limits the CMS and the site both hold to, in one place (README "What is enforced where").
// Code imports them; the configuration files that cannot (docker-compose.yml, cms/.env.example)
// are checked against them by tests/unit/contract-limits.test.ts. No Node module here: the
// browser's form reads the attachment limits too.

/**
 * The image types a file may have: what the site's media route can serve as an image (routes/
 * media.ts rasterises them, refuses anything else). Directus takes uploads of these only
 * (FILES_MIME_TYPE_ALLOW_LIST), and the api-guard hook keeps a file's type among them afterwards.
 */
export const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/tiff',
  'image/svg+xml',
] as const;

/** Directus' largest page of items (QUERY_LIMIT_MAX): the site reads larger lists page by page. */
export const PAGE_SIZE = 500;

/** At most this many files per request (README "Attachments", decision 020). */
export const MAX_ATTACHMENTS = 3;
/** At most this many bytes per file (10 MB). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/**
 * The file name extensions a prospect may attach. The file picker offers these; the endpoint
 * judges the content (extensions/request-form/src/shared/attachment-types.ts).
 */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'key', 'xlsx', 'png', 'jpg', 'jpeg', 'zip'];

export const ATTACHMENT_TYPE_MESSAGE =
  'This type of file cannot be attached. Please attach a PDF, DOC, DOCX, PPT, PPTX, KEY, XLSX, PNG, JPG or ZIP file.';
export const ATTACHMENT_SIZE_MESSAGE = 'This file is larger than 10 MB.';
export const ATTACHMENT_EMPTY_MESSAGE = 'This file is empty.';
export const TOO_MANY_ATTACHMENTS_MESSAGE = `Up to ${MAX_ATTACHMENTS} files can be attached.`;

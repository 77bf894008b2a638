// Which files a prospect may attach (README "The request form", decision 020): judged by their
// content (file-type's reading of the first bytes), never by the name alone. The name only tells
// apart the formats that share one container: a legacy Office file (DOC or PPT, both CFB) and a
// ZIP (a ZIP archive or a Keynote file). The limits and their messages are those the site's
// form and proxy hold to as well (packages/contract/src/limits.ts).
export {
  ATTACHMENT_EMPTY_MESSAGE,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  TOO_MANY_ATTACHMENTS_MESSAGE,
} from '@agency/contract/limits';

/** What file-type reads from the content: its extension and media type, or nothing it knows. */
export interface DetectedType {
  ext: string;
  mime: string;
}

/** Detected type → the extensions a name may have → the media type stored and served. */
const ALLOWED: Record<string, { names: readonly string[]; mime: string }> = {
  pdf: { names: ['pdf'], mime: 'application/pdf' },
  docx: { names: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  pptx: { names: ['pptx'], mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  xlsx: { names: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  png: { names: ['png'], mime: 'image/png' },
  jpg: { names: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  zip: { names: ['zip', 'key'], mime: 'application/zip' },
};

/** Legacy Office files (one CFB container): the name's extension says which. */
const CFB_BY_NAME: Record<string, string> = {
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Every name extension a file may be accepted with (the file picker offers these). */
export const ACCEPTED_NAME_EXTENSIONS = [
  ...Object.values(ALLOWED).flatMap((allowed) => allowed.names),
  ...Object.keys(CFB_BY_NAME),
];

const KEYNOTE_MEDIA_TYPE = 'application/x-iwork-keynote-sffkey';

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * How a file of this content and name is stored, or null when it may not be attached. The content
 * decides; a name whose extension does not fit it (a PNG called `brief.pdf`, or no extension)
 * gets the content's extension added, so that what staff download opens in the right program.
 */
export function acceptedFile(
  detected: DetectedType | undefined,
  fileName: string,
): { mediaType: string; fileName: string } | null {
  if (!detected) return null;
  const extension = extensionOf(fileName);
  if (detected.ext === 'cfb') {
    // DOC and PPT share one container: only the name tells them apart (an XLS or an Outlook
    // message would be CFB too, and is not asked for).
    const mediaType = CFB_BY_NAME[extension];
    return mediaType ? { mediaType, fileName } : null;
  }
  const allowed = ALLOWED[detected.ext];
  if (!allowed) return null;
  if (!allowed.names.includes(extension))
    return { mediaType: allowed.mime, fileName: `${fileName}.${allowed.names[0]}` };
  return { mediaType: extension === 'key' ? KEYNOTE_MEDIA_TYPE : allowed.mime, fileName };
}

/** Control characters, quotes, backslashes, invisible and direction-changing marks. */
// eslint-disable-next-line no-control-regex
const REFUSED_IN_NAMES = /[\u0000-\u001f\u007f-\u009f"\\\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name as stored and offered for download: the last path segment, without control
 * characters, quotes or backslashes, at most 200 characters (the extension kept).
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment.replace(REFUSED_IN_NAMES, '').trim();
  if (cleaned.length <= 200) return cleaned;
  const extension = extensionOf(cleaned);
  const keep = extension ? `.${extension}` : '';
  return cleaned.slice(0, 200 - keep.length) + keep;
}

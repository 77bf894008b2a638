// Attachments on step 1 (README "Attachments"): each file is uploaded on its own, with the opened
// form's token, as soon as it is chosen; the request names the uploaded ones. Uploads go through
// XMLHttpRequest, the one browser API that reports upload progress.
import { ATTACHMENT_EXTENSIONS, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '@agency/contract/limits';
import { useRef, useState } from 'react';
import { isRecord } from '@agency/contract/guards';
import { inEnglish, useT, type Translate } from '~/lib/messages';

/** The field of the request (and of the server's errors) that names the uploaded files. */
export const ATTACHMENTS_FIELD = 'attachments';

/** At most this many files, each at most 10 MB (the endpoint's limits, checked there too). */
export const MAX_FILES = MAX_ATTACHMENTS;
export const MAX_FILE_BYTES = MAX_ATTACHMENT_BYTES;
/** What the file picker offers; the server judges the content. */
export const ACCEPTED_FILES = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const attachmentsOfflineMessage = (t: Translate = inEnglish) =>
  t(
    'Attachments need a connection. You can still send your request without them, or attach files once you are back online.',
  );
export const uploadFailedMessage = (t: Translate = inEnglish) =>
  t('The file could not be uploaded. Please check your connection and try again.');
/** The endpoint's words for the same refusals (ATTACHMENT_SIZE_MESSAGE, TOO_MANY_ATTACHMENTS_MESSAGE). */
export const tooBigMessage = (t: Translate = inEnglish) => t('This file is larger than 10 MB.');
export const tooManyMessage = (t: Translate = inEnglish) => t('Up to {max} files can be attached.', { max: MAX_FILES });
export const stillUploadingMessage = (t: Translate = inEnglish) => t('Please wait until your files are uploaded.');

export interface Attachment {
  /** This list's own key (the server's id once uploaded). */
  key: string;
  name: string;
  size: number;
  state: 'uploading' | 'uploaded' | 'refused';
  /** 0 to 100 while uploading. */
  progress: number;
  id?: string;
  message?: string;
}

type UploadOutcome = { ok: true; id: string; name: string } | { ok: false; message: string };

/** Uploads one file; a refusal in the language of `t` (the endpoint's reason too, when `t` knows it). */
function uploadFile(
  file: File,
  formToken: string,
  onProgress: (percent: number) => void,
  t: Translate,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/request-form/attachments');
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('X-Form-Token', formToken);
    request.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: a proxy's page
      }
      const data: Record<string, unknown> = isRecord(body) && isRecord(body.data) ? body.data : {};
      const [error] = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
      const message = isRecord(error) ? error.message : undefined;
      if (request.status === 201 && typeof data.id === 'string' && data.id) {
        resolve({ ok: true, id: data.id, name: typeof data.file_name === 'string' ? data.file_name : file.name });
      } else if (request.status >= 400 && request.status < 500 && typeof message === 'string' && message) {
        resolve({ ok: false, message: t(message) });
      } else {
        resolve({ ok: false, message: uploadFailedMessage(t) });
      }
    };
    request.onerror = () => resolve({ ok: false, message: uploadFailedMessage(t) });
    request.ontimeout = request.onerror;
    request.timeout = 120_000;
    request.send(file);
  });
}

/** The step's list of files: add (uploads at once), remove, and the ids the request names. */
export function useAttachments(formToken: string) {
  const t = useT();
  const [files, setFiles] = useState<Attachment[]>([]);
  const counter = useRef(0);
  const update = (key: string, change: Partial<Attachment>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));

  const add = (chosen: File[]) => {
    const kept = files.filter((file) => file.state !== 'refused');
    const room = MAX_FILES - kept.length;
    const entries = chosen.map((file, index): [File, Attachment] => {
      counter.current += 1;
      const key = `file-${counter.current}`;
      const base = { key, name: file.name, size: file.size, progress: 0 };
      if (index >= room) return [file, { ...base, state: 'refused', message: tooManyMessage(t) }];
      if (file.size > MAX_FILE_BYTES) return [file, { ...base, state: 'refused', message: tooBigMessage(t) }];
      return [file, { ...base, state: 'uploading' }];
    });
    setFiles([...kept, ...entries.map(([, entry]) => entry)]);
    for (const [file, entry] of entries) {
      if (entry.state !== 'uploading') continue;
      void uploadFile(file, formToken, (progress) => update(entry.key, { progress }), t).then((outcome) =>
        update(
          entry.key,
          outcome.ok
            ? { state: 'uploaded', progress: 100, id: outcome.id, name: outcome.name }
            : { state: 'refused', message: outcome.message },
        ),
      );
    }
  };

  const remove = (key: string) => setFiles((current) => current.filter((file) => file.key !== key));
  /** The field's own message: the attachments an option makes required (decision 041), none given. */
  const [message, setMessage] = useState<string | null>(null);

  return {
    files,
    add: (chosen: File[]) => {
      setMessage(null);
      add(chosen);
    },
    remove,
    message,
    setMessage,
    uploading: files.some((file) => file.state === 'uploading'),
    ids: () => files.flatMap((file) => (file.state === 'uploaded' && file.id ? [file.id] : [])),
  };
}

export type AttachmentsState = ReturnType<typeof useAttachments>;

/** "2.4 MB", "380 KB". */
export function formatSize(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

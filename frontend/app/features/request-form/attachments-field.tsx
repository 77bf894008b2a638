// Step 1's optional attachments (README "Attachments"): a drop zone that is the file picker, one
// line per file with its upload progress or the reason it was refused, and Remove. Offline, the
// picker is off and says why. The zone is the browser's own file input stretched over it, made
// transparent: a click, a tap, Enter or Space opens the picker, and files dropped on it arrive
// as chosen ones.
import { useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { useT } from '~/lib/messages';
import { ACCEPTED_FILES, MAX_FILES, attachmentsOfflineMessage, formatSize, type AttachmentsState } from './attachments';
import { withElement } from './with-element';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

interface AttachmentsFieldProps {
  attachments: AttachmentsState;
  formId: string;
  /** The file input's id: `${formId}-attachments` where the form asks for them (the focus goes there on an error). */
  id?: string;
  /** An option chosen makes them required (follow-up-field.tsx). */
  required?: boolean;
}

export function AttachmentsField({ attachments, formId, id, required = false }: AttachmentsFieldProps) {
  const t = useT();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const inputId = id ?? `${formId}-attachments`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const error = required ? attachments.message : null;
  const full = attachments.files.filter((file) => file.state !== 'refused').length >= MAX_FILES;
  const [dragging, setDragging] = useState(false);
  const disabled = !online || full;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    attachments.add([...(event.target.files ?? [])]);
    event.target.value = '';
  };
  return (
    <div className={`field attachments${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {t('Attachments')}{' '}
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="field__optional">{t('(optional)')}</span>
        )}
      </label>
      <p className="field__hint" id={hintId}>
        {online
          ? t(
              'A brief or an RFP: up to {max} files of 10 MB each (PDF, DOC, DOCX, PPT, PPTX, KEY, XLSX, PNG, JPG or ZIP).',
              { max: MAX_FILES },
            )
          : attachmentsOfflineMessage(t)}
      </p>
      <div
        className={`attachments__zone${dragging ? ' is-dragging' : ''}${disabled ? ' is-disabled' : ''}`}
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
        onDrop={() => setDragging(false)}
      >
        <span className="attachments__zone-text" aria-hidden="true">
          {full
            ? t('{count} files chosen', { count: MAX_FILES })
            : withElement(
                t('Drop files here or {chooseFiles}'),
                'chooseFiles',
                <span className="attachments__choose">{t('choose files')}</span>,
              )}
        </span>
        <input
          id={inputId}
          className="attachments__input"
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          disabled={disabled}
          onChange={choose}
        />
      </div>
      {required ? (
        <p id={errorId} className="field__error" aria-live="polite">
          {error ?? ''}
        </p>
      ) : null}
      {attachments.files.length > 0 ? (
        <ul className="attachments__list" aria-live="polite">
          {attachments.files.map((file) => (
            <li key={file.key} className={`attachments__file attachments__file--${file.state}`}>
              <span className="attachments__name">
                {file.name} <span className="attachments__size">{formatSize(file.size)}</span>
              </span>
              {file.state === 'uploading' ? (
                <progress
                  className="attachments__progress"
                  max={100}
                  value={file.progress}
                  aria-label={t('Uploading {file}', { file: file.name })}
                >
                  {file.progress}%
                </progress>
              ) : null}
              {file.state === 'uploaded' ? <span className="attachments__state">{t('Uploaded')}</span> : null}
              {file.state === 'refused' ? (
                <span className="field__error" role="alert">
                  {file.message}
                </span>
              ) : null}
              <button
                type="button"
                className="attachments__remove"
                onClick={() => attachments.remove(file.key)}
                aria-label={t('Remove {file}', { file: file.name })}
              >
                {t('Remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { saveInputAndReload } from '~/lib/planned-reload';
import { NEW_VERSION_ACTION, NEW_VERSION_MESSAGE, useReloadWaiting } from './safe-reload';
import { useT } from '~/lib/messages';

/** A new version waits for the visitor's input: said inside a modal too, where keyboard and screen reader users are. */
export function NewVersionNotice() {
  const t = useT();
  if (!useReloadWaiting()) return null;
  return (
    <div className="drawer__notice" role="status">
      <span>{t('{message}. Your input is saved.', { message: t(NEW_VERSION_MESSAGE) })}</span>
      <button type="button" className="button button--ghost" onClick={saveInputAndReload}>
        {t(NEW_VERSION_ACTION)}
      </button>
    </div>
  );
}

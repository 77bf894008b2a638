import { saveInputAndReload } from '~/lib/planned-reload';
import { NEW_VERSION_ACTION, NEW_VERSION_MESSAGE, useReloadWaiting } from './safe-reload';

/** A new version waits for the visitor's input: said inside a modal too, where keyboard and screen reader users are. */
export function NewVersionNotice() {
  if (!useReloadWaiting()) return null;
  return (
    <div className="drawer__notice" role="status">
      <span>{NEW_VERSION_MESSAGE}. Your input is saved.</span>
      <button type="button" className="button button--ghost" onClick={saveInputAndReload}>
        {NEW_VERSION_ACTION}
      </button>
    </div>
  );
}

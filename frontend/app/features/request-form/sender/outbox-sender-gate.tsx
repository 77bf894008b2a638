import { type ComponentType, useEffect, useState } from 'react';
import {
  OUTBOX_STORAGE_KEY,
  OUTBOX_WRITTEN_EVENT,
  REFUSAL_STORAGE_KEY,
  REQUEST_FORM_OPENED_EVENT,
  outboxHoldsSomething,
  requestFormHasOpened,
} from '../outbox/outbox-storage';

let sender: Promise<ComponentType> | null = null;

/** Loads the outbox sender's code (once; a failed load is tried again at the next call). */
function loadOutboxSender(): Promise<ComponentType> {
  sender ??= import('./outbox-sender').then(
    ({ OutboxSender }) => OutboxSender,
    (error: unknown) => {
      sender = null;
      throw error;
    },
  );
  return sender;
}

/**
 * Mounts the outbox sender once the outbox holds something: at load, when this page queues a
 * request, or when another tab does. Its code is fetched earlier, without mounting it, when a
 * request form opens (REQUEST_FORM_OPENED_EVENT), so that a request queued offline finds it
 * there. Pages with nothing waiting and no form opened never load it; code that could not load
 * (offline) is tried again when the connection returns or the form opens again.
 */
export function OutboxSenderGate() {
  const [Sender, setSender] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const check = () => {
      if (!outboxHoldsSomething()) return;
      loadOutboxSender().then(
        (component) => active && setSender(() => component),
        () => undefined,
      );
    };
    const preload = () => void loadOutboxSender().catch(() => undefined);
    const onStorage = (event: StorageEvent) => {
      if (event.key === OUTBOX_STORAGE_KEY || event.key === REFUSAL_STORAGE_KEY) check();
    };
    if (requestFormHasOpened()) preload();
    check();
    window.addEventListener(REQUEST_FORM_OPENED_EVENT, preload);
    window.addEventListener(OUTBOX_WRITTEN_EVENT, check);
    window.addEventListener('storage', onStorage);
    window.addEventListener('online', check);
    return () => {
      active = false;
      window.removeEventListener(REQUEST_FORM_OPENED_EVENT, preload);
      window.removeEventListener(OUTBOX_WRITTEN_EVENT, check);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', check);
    };
  }, []);
  return Sender ? <Sender /> : null;
}

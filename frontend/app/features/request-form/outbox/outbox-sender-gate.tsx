import { type ComponentType, useEffect, useState } from 'react';
import { OUTBOX_STORAGE_KEY, OUTBOX_WRITTEN_EVENT, REFUSAL_STORAGE_KEY, outboxHoldsSomething } from './outbox-storage';

let sender: Promise<ComponentType> | null = null;

/**
 * Loads the outbox sender's code (once; a failed load is tried again later). The form calls it
 * when it opens, so that a request queued offline finds the code already there.
 */
export function preloadOutboxSender(): Promise<ComponentType> {
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
 * request, or when another tab does. Pages with nothing waiting never load its code; code that
 * could not load (offline) is tried again when the connection returns.
 */
export function OutboxSenderGate() {
  const [Sender, setSender] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const check = () => {
      if (!outboxHoldsSomething()) return;
      preloadOutboxSender().then(
        (component) => active && setSender(() => component),
        () => undefined,
      );
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === OUTBOX_STORAGE_KEY || event.key === REFUSAL_STORAGE_KEY) check();
    };
    check();
    window.addEventListener(OUTBOX_WRITTEN_EVENT, check);
    window.addEventListener('storage', onStorage);
    window.addEventListener('online', check);
    return () => {
      active = false;
      window.removeEventListener(OUTBOX_WRITTEN_EVENT, check);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', check);
    };
  }, []);
  return Sender ? <Sender /> : null;
}

// Requests sent while offline or while the server cannot be reached wait here (localStorage) and
// go out when the connection returns, with the same Idempotency-Key: delivered exactly once.
// Deliberately small and dependency-free: the root mounts it on every page.

export const OUTBOX_STORAGE_KEY = 'agency.request-outbox.v1';
export const OUTBOX_DELIVERED_EVENT = 'agency:request-delivered';

export interface PendingSubmission {
  payload: Record<string, unknown>;
  idempotencyKey: string;
  queuedAt: number;
}

export function queueSubmission(entry: PendingSubmission) {
  try {
    window.localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // storage unavailable: the draft itself is still kept in memory by the form
  }
}

export function pendingSubmission(): PendingSubmission | null {
  try {
    const raw = window.localStorage.getItem(OUTBOX_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as PendingSubmission) : null;
  } catch {
    return null;
  }
}

export function clearOutbox() {
  try {
    window.localStorage.removeItem(OUTBOX_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

let sending: Promise<'delivered' | 'waiting' | 'refused' | 'empty'> | null = null;

/**
 * Tries to deliver the waiting request once. 'delivered' (201, or an earlier attempt already
 * stored it), 'waiting' (still unreachable), 'refused' (the server said no: it stays for the form
 * to show), 'empty'.
 */
export function flushOutbox(): Promise<'delivered' | 'waiting' | 'refused' | 'empty'> {
  sending ??= (async () => {
    const entry = pendingSubmission();
    if (!entry) return 'empty' as const;
    try {
      const response = await fetch('/api/request-form/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': entry.idempotencyKey },
        body: JSON.stringify(entry.payload),
      });
      if (response.status === 201) {
        const { data } = (await response.json()) as { data: { id: string } };
        clearOutbox();
        window.dispatchEvent(
          new CustomEvent(OUTBOX_DELIVERED_EVENT, { detail: { id: data.id, idempotencyKey: entry.idempotencyKey } }),
        );
        return 'delivered' as const;
      }
      return response.status >= 500 ? ('waiting' as const) : ('refused' as const);
    } catch {
      return 'waiting' as const;
    }
  })().finally(() => {
    sending = null;
  });
  return sending;
}

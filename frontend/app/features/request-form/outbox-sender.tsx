import { useEffect } from 'react';
import { toast } from 'sonner';
import { clearDraft, loadDraft } from './request-draft';
import { OUTBOX_DELIVERED_EVENT, flushOutbox, pendingSubmission } from './submission-outbox';

export const SUCCESS_TOAST = 'Form submitted successfully!'; // docs/product.md "Messages"
const RETRY_INTERVAL_MS = 15_000;

/**
 * On every page: sends a request that waited for the connection as soon as it is back (the
 * `online` event, and every 15 s while one waits), then tells the visitor.
 */
export function OutboxSender() {
  useEffect(() => {
    const attempt = () => {
      if (pendingSubmission()) void flushOutbox();
    };
    const delivered = (event: Event) => {
      const { idempotencyKey } = (event as CustomEvent<{ idempotencyKey: string }>).detail;
      if (loadDraft()?.idempotencyKey === idempotencyKey) clearDraft();
      toast.success(SUCCESS_TOAST, {
        description: 'Your saved request has been sent. We reply within 1-2 business days.',
      });
    };
    window.addEventListener('online', attempt);
    window.addEventListener(OUTBOX_DELIVERED_EVENT, delivered);
    const timer = window.setInterval(attempt, RETRY_INTERVAL_MS);
    attempt();
    return () => {
      window.removeEventListener('online', attempt);
      window.removeEventListener(OUTBOX_DELIVERED_EVENT, delivered);
      window.clearInterval(timer);
    };
  }, []);
  return null;
}

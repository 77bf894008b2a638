import { useEffect } from 'react';
import { toast } from '~/components/toasts/toast';
import { useT } from '~/lib/messages';
import { useRequestDrawer } from '../drawer/request-drawer-context';
import { successToast } from '../messages';
import { FORM_PAGE_PATH } from '../service-context';
import { refusalReason, refusalTitle, refusalToastId, reviewAction } from '../outbox/refusal-message';
import { browserIsOffline } from '../request-form-api';
import { clearDraft, loadDraft } from '../request-draft';
import {
  OUTBOX_ATTEMPT_EVENT,
  RETRY_FIRST_DELAY_MS,
  flushOutbox,
  loadRefusal,
  outboxAttemptOf,
  pendingSubmission,
} from '../outbox/submission-outbox';

/** Where the full-page form sits on /form (routes/form.tsx). */
const PAGE_FORM_ID = 'request-form';
/** Refusals the visitor closed: not told again on this device, still shown when the form opens. */
const SEEN_KEY = 'agency.request-refusal-seen';

function refusalSeen(idempotencyKey: string) {
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === idempotencyKey;
  } catch {
    return false;
  }
}

function markRefusalSeen(idempotencyKey: string) {
  try {
    window.sessionStorage.setItem(SEEN_KEY, idempotencyKey);
  } catch {
    // then it is told again on the next page
  }
}

/**
 * On every page: sends a request that waited for the connection (at once when the connection
 * returns, else when its back-off is due, checked every 15 s), and tells the visitor how it
 * went. A refused one is told until the visitor reopens the form (which shows why, on the right
 * step, with every value) or closes the message.
 */
export function OutboxSender() {
  const { open } = useRequestDrawer();
  const t = useT();
  useEffect(() => {
    const attempt = (force: boolean) => {
      if (pendingSubmission() && !browserIsOffline()) void flushOutbox({ force });
    };
    const tellRefusal = () => {
      const refusal = loadRefusal();
      if (!refusal || refusalSeen(refusal.idempotencyKey)) return;
      toast.error(refusalTitle(t), {
        id: refusalToastId(refusal.idempotencyKey),
        description: refusalReason(refusal, Date.now(), t),
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: reviewAction(t),
          onClick: () => {
            if (window.location.pathname === FORM_PAGE_PATH) {
              document.getElementById(PAGE_FORM_ID)?.scrollIntoView({ block: 'start' });
            } else {
              open(loadDraft()?.service ?? null);
            }
          },
        },
        onDismiss: () => markRefusalSeen(refusal.idempotencyKey),
      });
    };
    const onAttempt = (event: Event) => {
      const attempt = outboxAttemptOf(event);
      if (!attempt) return;
      const { idempotencyKey, result } = attempt;
      if (result === 'delivered') {
        if (loadDraft()?.idempotencyKey === idempotencyKey) clearDraft();
        toast.success(successToast(t), {
          description: t('Your saved request has been sent. We reply within 1-2 business days.'),
        });
      } else if (result === 'refused' || result === 'expired') {
        // An open form takes the refusal over (and clears it) in its own listener first.
        window.setTimeout(tellRefusal, 0);
      }
    };
    const onOnline = () => attempt(true);
    window.addEventListener('online', onOnline);
    window.addEventListener(OUTBOX_ATTEMPT_EVENT, onAttempt);
    const timer = window.setInterval(() => attempt(false), RETRY_FIRST_DELAY_MS);
    tellRefusal();
    attempt(false);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener(OUTBOX_ATTEMPT_EVENT, onAttempt);
      window.clearInterval(timer);
    };
  }, [open, t]);
  return null;
}

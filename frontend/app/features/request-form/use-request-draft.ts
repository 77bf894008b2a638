// The open form's side of the draft (request-draft.ts): every change is saved, and so is the
// latest input before a planned reload; nothing is saved before the saved draft was restored,
// nor once the server has stored the request.
import { useEffect, useEffectEvent, useRef } from 'react';
import { onBeforeReload } from '~/lib/planned-reload';
import type { RequestFormApi } from './form-kit';
import { newIdempotencyKey, saveDraft } from './request-draft';
import { serviceOf } from './request-values';

export function useRequestDraft(form: RequestFormApi, step: number) {
  /** Sent with every attempt of this request (a retry is never stored twice). */
  const key = useRef<string>(newIdempotencyKey());
  /** True once the saved draft (if any) is in the form. */
  const restored = useRef(false);
  /** Set the moment the server has stored the request: nothing may save the draft again after that. */
  const stored = useRef(false);

  const save = (atStep: number) => {
    if (!restored.current || stored.current) return;
    const values = form.state.values;
    saveDraft({
      values,
      step: atStep,
      idempotencyKey: key.current,
      service: serviceOf(values),
      updatedAt: Date.now(),
    });
  };

  const saveNow = useEffectEvent(() => save(step));
  useEffect(() => {
    const subscription = form.store.subscribe(() => saveNow());
    const stopListening = onBeforeReload(() => saveNow());
    return () => {
      subscription.unsubscribe();
      stopListening();
    };
  }, [form]);

  return {
    save,
    /** The key the next attempt sends. */
    key: () => key.current,
    /** The restored draft's key, or (`undefined`) a new one: the next request is one of its own. */
    setKey: (next: string = newIdempotencyKey()) => {
      key.current = next;
    },
    /** The saved draft is in the form (or there was none): saving may start. */
    markRestored: () => {
      restored.current = true;
    },
    /** The server stored the request (true), or the form starts a new one (false). */
    markStored: (value: boolean) => {
      stored.current = value;
    },
  };
}

export type DraftSession = ReturnType<typeof useRequestDraft>;

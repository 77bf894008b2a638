// The content copy's scheduled reads (store.server.ts; scheduled publishing,
// @agency/contract/schedule): a family whose copy changes by itself at a known time is read again
// then, with no change in Directus.
import type { FamilyState } from './store-types.server';

/** After a scheduled time, so that the item is past it when the family is read. */
const SCHEDULE_MARGIN_MS = 20;
/** A timer waits at most about 24 days; one that far off only looks again. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Sets (or clears) the family's one timer for its next change after `value` was read at `now`. */
export function scheduleReread<T>(state: FamilyState<T>, value: T, now: number, reread: () => void) {
  clearTimeout(state.scheduled);
  state.scheduled = undefined;
  const at = state.definition.changesAt?.(value);
  if (at === null || at === undefined) return;
  const delay = Math.min(Math.max(0, at - now) + SCHEDULE_MARGIN_MS, MAX_TIMER_MS);
  state.scheduled = setTimeout(() => {
    state.scheduled = undefined;
    reread();
  }, delay);
  state.scheduled.unref?.();
}

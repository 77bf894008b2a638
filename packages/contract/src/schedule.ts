// Scheduled publishing (README "For editors"): a published promotion, page or article may name when it
// goes up (`publish_at`) and when it comes down (`unpublish_at`). The site shows it only in
// between, with no deploy and no change in Directus at those times: the content copy knows its
// next transition and refreshes the family then (frontend/app/lib/content/store.server.ts). The
// admin says "Scheduled for …" (extensions/admin-labels). Directus stores the times in UTC.

/** The collections whose items may be scheduled. */
export const SCHEDULED_COLLECTIONS = ['promos', 'pages', 'articles'] as const;

/** The two fields of a scheduled item, as Directus gives them (ISO text, or null). */
export interface Scheduled {
  publish_at?: string | null;
  unpublish_at?: string | null;
}

/** A timestamp field as milliseconds, or null when empty or not a time. */
export function timeOf(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  // Directus may answer a timestamp without its zone (SQLite): it is UTC.
  const text = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}

/** An item's two times (ms or null), whatever else it holds. */
function timesOf(item: object): { from: number | null; until: number | null } {
  return {
    from: 'publish_at' in item ? timeOf(item.publish_at) : null,
    until: 'unpublish_at' in item ? timeOf(item.unpublish_at) : null,
  };
}

/** Where an item stands at `now`: before its publish time, shown, or after its unpublish time. */
export function scheduleState(item: object, now: number): 'scheduled' | 'shown' | 'ended' {
  const { from, until } = timesOf(item);
  if (from !== null && now < from) return 'scheduled';
  if (until !== null && now >= until) return 'ended';
  return 'shown';
}

/** The items shown at `now`, and the next time one of them goes up or comes down (null: none). */
export function onSchedule<T extends object>(
  items: readonly T[],
  now: number,
): { shown: T[]; changesAt: number | null } {
  let changesAt: number | null = null;
  const later = (time: number | null) => {
    if (time !== null && time > now && (changesAt === null || time < changesAt)) changesAt = time;
  };
  for (const item of items) {
    const { from, until } = timesOf(item);
    later(from);
    later(until);
  }
  return { shown: items.filter((item) => scheduleState(item, now) === 'shown'), changesAt };
}

/** Why these times cannot be saved, or null: the item must come down after it goes up. */
export function scheduleProblem(item: Scheduled): string | null {
  const from = timeOf(item.publish_at);
  const until = timeOf(item.unpublish_at);
  if (item.publish_at && from === null) return 'Publish at must be a date and time.';
  if (item.unpublish_at && until === null) return 'Unpublish at must be a date and time.';
  if (from !== null && until !== null && until <= from)
    return 'Unpublish at must be later than Publish at: the item would never be shown.';
  return null;
}

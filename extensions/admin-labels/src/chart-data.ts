// The figures of the Insights charts of requests (docs/decisions/028-admin-reads-at-a-glance.md),
// apart from Vue so that they can be tested alone.
import { labelOf, type Option } from './labels';

export interface Bar {
  key: string;
  label: string;
  count: number;
  color?: string | null;
}

/**
 * Counts by value, in the option list's order, then values the list no longer has; a list of
 * values (a request's `project`) counts once for each of its values. Options nobody chose are left
 * out; empty values count as "Not given".
 */
export function countByOption(values: readonly unknown[], options: readonly Option[]): Bar[] {
  const counts = new Map<string, number>();
  for (const value of values) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items.length > 0 ? items : [null]) {
      const key = item === null || item === undefined || item === '' ? '' : String(item);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const known = options.filter((option) => counts.has(option.value));
  const unknown = [...counts.keys()].filter((key) => key !== '' && !options.some((option) => option.value === key));
  const bars: Bar[] = [
    ...known.map((option) => ({
      key: option.value,
      label: option.label,
      count: counts.get(option.value)!,
      color: option.color ?? null,
    })),
    ...unknown.sort().map((key) => ({ key, label: labelOf(options, key) ?? key, count: counts.get(key)! })),
  ];
  if (counts.has('')) bars.push({ key: '', label: 'Not given', count: counts.get('')! });
  return bars;
}

/** Monday 00:00 (local time) of the week `date` falls in. */
export function weekStart(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

/**
 * Requests per week for the `weeks` weeks up to the one `now` falls in, oldest first, weeks
 * without requests as 0, so that this week's requests always have their bar.
 */
export function countPerWeek(dates: readonly (string | null)[], now: Date, weeks: number): Bar[] {
  const thisWeek = weekStart(now);
  const starts = Array.from({ length: weeks }, (_, index) => {
    const start = new Date(thisWeek);
    start.setDate(start.getDate() - 7 * (weeks - 1 - index));
    return start;
  });
  const counts = new Map(starts.map((start) => [start.getTime(), 0]));
  for (const value of dates) {
    if (!value) continue;
    const key = weekStart(new Date(value)).getTime();
    if (counts.has(key)) counts.set(key, counts.get(key)! + 1);
  }
  const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
  return starts.map((start) => ({
    key: start.toISOString(),
    label: format.format(start),
    count: counts.get(start.getTime())!,
  }));
}

/** The first moment counted by countPerWeek, for the query. */
export function firstWeekStart(now: Date, weeks: number): Date {
  const start = weekStart(now);
  start.setDate(start.getDate() - 7 * (weeks - 1));
  return start;
}

/** "3 days ago", "just now": when a request arrived, as the admin's lists say it. */
export function ago(value: string | null, now: Date): string {
  if (!value) return '';
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return 'just now';
}

/** The fields a request's source is read from (docs/decisions/037-lead-attribution.md). */
export const SOURCE_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'referrer_host',
  'gclid',
  'fbclid',
  'msclkid',
];

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Where a request came from, as one label: "source / campaign" from its UTM tags ("newsletter /
 * spring-sale", "newsletter" without a campaign); else the ad a click id names ("Google Ads");
 * else the referring site; else "Direct or unknown".
 */
export function sourceOf(request: Readonly<Record<string, unknown>>): string {
  const source = textOf(request.utm_source) || textOf(request.utm_medium);
  const campaign = textOf(request.utm_campaign);
  if (source) return campaign ? `${source} / ${campaign}` : source;
  if (campaign) return `(no source) / ${campaign}`;
  if (textOf(request.gclid)) return 'Google Ads';
  if (textOf(request.msclkid)) return 'Microsoft Ads';
  if (textOf(request.fbclid)) return 'Meta';
  return textOf(request.referrer_host) || 'Direct or unknown';
}

/**
 * Requests counted by source / campaign, the most frequent first: the `top` most frequent by
 * name, the rest together as "Other sources", and "Direct or unknown" last.
 */
export function countBySource(requests: readonly Readonly<Record<string, unknown>>[], top = 12): Bar[] {
  const counts = new Map<string, number>();
  for (const request of requests) {
    const key = sourceOf(request);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const unknown = 'Direct or unknown';
  const named = [...counts.entries()]
    .filter(([key]) => key !== unknown)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([key, count]) => ({ key, label: key, count }));
  const rest = named.slice(top).reduce((sum, bar) => sum + bar.count, 0);
  return [
    ...named.slice(0, top),
    ...(rest > 0 ? [{ key: 'other', label: 'Other sources', count: rest }] : []),
    ...(counts.has(unknown) ? [{ key: unknown, label: unknown, count: counts.get(unknown)! }] : []),
  ];
}

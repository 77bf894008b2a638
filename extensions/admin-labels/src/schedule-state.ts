// Display "Schedule": a scheduled item's time as what it means now (README "For editors",
// @agency/contract/schedule): on Publish At, "Scheduled for Dec 1, 09:00" before it and
// "Published" after; on Unpublish At (option `ends`), "Until Dec 24, 18:00" before it and
// "Ended Dec 24, 18:00" after (the year shown when it is not this one). Empty: nothing. In lists and on the item alike.
import { timeOf } from '@agency/contract/schedule';
import { defineDisplay } from '@directus/extensions-sdk';
import { defineComponent, h } from 'vue';

/** A time as short as a list column wants it: "Dec 1, 09:00", with the year when it is not this one. */
const when = (time: number, now: number) =>
  new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    ...(new Date(time).getFullYear() === new Date(now).getFullYear() ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(time));

/** What the time means at `now`; null for no time. */
export function scheduleText(value: unknown, ends: boolean, now = Date.now()): string | null {
  const time = timeOf(value);
  if (time === null) return null;
  if (ends) return time > now ? `Until ${when(time, now)}` : `Ended ${when(time, now)}`;
  return time > now ? `Scheduled for ${when(time, now)}` : 'Published';
}

const ScheduleState = defineComponent({
  props: {
    value: { type: String, default: null },
    ends: { type: Boolean, default: false },
  },
  setup(props) {
    return () => {
      const text = scheduleText(props.value, props.ends);
      const waiting = text?.startsWith('Scheduled') || text?.startsWith('Ended');
      return h(
        'span',
        { class: 'schedule-state', style: waiting ? { color: 'var(--theme--warning)' } : undefined },
        text ?? '',
      );
    };
  },
});

export default defineDisplay({
  id: 'schedule-state',
  name: 'Schedule',
  icon: 'schedule',
  description: 'A publish or unpublish time as what it means now: scheduled, published, until, ended',
  component: ScheduleState,
  types: ['timestamp', 'dateTime'],
  options: [
    {
      field: 'ends',
      name: 'The time it comes down (Unpublish At)',
      type: 'boolean',
      meta: { width: 'full', interface: 'boolean' },
    },
  ],
});

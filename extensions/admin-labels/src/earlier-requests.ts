// Interface "Earlier requests": a returning prospect, marked for staff (README "For staff",
// docs/decisions/037-lead-attribution.md). The server stores how many requests the same e-mail
// address sent in the 12 months before this one (spam left out); this shows it as "2 earlier
// requests" with each of them as a link (when it arrived, its status), read with the staff
// member's own permissions. Nothing while the count is empty (the field's condition hides it too).
import { isRecord } from '@agency/contract/guards';
import { defineInterface, useApi } from '@directus/extensions-sdk';
import { defineComponent, h, inject, ref, resolveComponent, watch, type Ref } from 'vue';
import type { ApiClient } from './labels';
import { dateText } from './prospect-value';

/** "1 earlier request", "2 earlier requests". */
export const earlierText = (count: number) => `${count} earlier request${count === 1 ? '' : 's'}`;

const WINDOW_DAYS = 365; // the server's (extensions/request-form/src/shared/earlier-requests.ts)
const MAX_ROWS = 50;

interface EarlierRow {
  id: string;
  date_submitted: string | null;
  status: string | null;
}

const isEarlierRow = (row: unknown): row is EarlierRow => isRecord(row) && typeof row.id === 'string';

/** The query of the earlier requests of `email` before `submitted`, as the server counted them. */
export function earlierQuery(email: string, submitted: Date, id: string) {
  const since = new Date(submitted.getTime() - WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return {
    fields: 'id,date_submitted,status',
    sort: '-date_submitted',
    limit: MAX_ROWS,
    filter: JSON.stringify({
      _and: [
        { email: { _eq: email } },
        { id: { _neq: id } },
        { status: { _neq: 'spam' } },
        { date_submitted: { _gte: since.toISOString(), _lte: submitted.toISOString() } },
      ],
    }),
  };
}

const EarlierRequests = defineComponent({
  props: {
    value: { type: Number, default: null },
    primaryKey: { type: [String, Number], default: null },
  },
  setup(props) {
    const api: ApiClient = useApi();
    const values = inject<Ref<Record<string, unknown>>>('values', ref<Record<string, unknown>>({}));
    const rows = ref<EarlierRow[]>([]);

    watch(
      () => [props.value, props.primaryKey, values.value.email, values.value.date_submitted],
      async () => {
        const { email, date_submitted: submitted } = values.value;
        if (!props.value || typeof email !== 'string' || typeof submitted !== 'string') return;
        try {
          const response = await api.get<unknown[]>('/items/requests', {
            params: earlierQuery(email, new Date(submitted), String(props.primaryKey)),
          });
          rows.value = response.data.data.filter(isEarlierRow);
        } catch {
          rows.value = [];
        }
      },
      { immediate: true },
    );

    return () => {
      if (!props.value) return null;
      const links = rows.value.map((row) =>
        h('li', { key: row.id }, [
          h(
            resolveComponent('router-link'),
            { to: `/content/requests/${row.id}`, style: { color: 'var(--theme--primary)' } },
            () => [dateText(row.date_submitted) ?? 'Request', row.status ? ` · ${row.status.replace('_', ' ')}` : ''],
          ),
        ]),
      );
      return h(
        resolveComponent('v-notice'),
        { type: 'info', class: 'earlier-requests' },
        {
          default: () =>
            h('div', [
              h('strong', earlierText(props.value)),
              ' from this e-mail address in the 12 months before this one',
              links.length > 0 ? h('ul', { style: { margin: '4px 0 0', paddingLeft: '20px' } }, links) : null,
            ]),
        },
      );
    };
  },
});

export default defineInterface({
  id: 'earlier-requests',
  name: 'Earlier requests',
  icon: 'history',
  description: 'How many requests the same e-mail address sent before, with links to them',
  component: EarlierRequests,
  types: ['integer'],
  group: 'presentation',
  options: null,
});

// Display "Person and company" of a request's id: "Maya Okafor · Lumen Health", for the board's
// cards, which show one field as their title (docs/decisions/028-admin-reads-at-a-glance.md).
import { defineDisplay, useApi } from '@directus/extensions-sdk';
import { defineComponent, h, ref, watch } from 'vue';
import { readItem } from './batch';
import type { ApiClient } from './labels';

interface Person {
  [field: string]: unknown;
  first_name?: unknown;
  last_name?: unknown;
  company?: unknown;
  language?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * "Maya Okafor · Lumen Health"; without a name, the company alone; without either, "". A request
 * sent in another language than English says which: "Lucía Gómez · Estudio Sol · ES".
 */
export function personOf(person: Person | undefined): string {
  if (!person) return '';
  const name = [text(person.first_name), text(person.last_name)].filter(Boolean).join(' ');
  const language = text(person.language).toLowerCase();
  const other = language && language !== 'en' && !language.startsWith('en-') ? language.toUpperCase() : '';
  const shown = [name, text(person.company)].filter(Boolean).join(' · ');
  return shown && other ? `${shown} · ${other}` : shown;
}

const RequestPerson = defineComponent({
  props: { value: { type: String, default: null } },
  setup(props) {
    const api: ApiClient = useApi();
    const shown = ref('');
    watch(
      () => props.value,
      async (id) => {
        shown.value = id ? personOf(await readItem(api, 'requests', 'first_name,last_name,company,language', id)) : '';
      },
      { immediate: true },
    );
    return () => h('span', { class: 'request-person' }, shown.value);
  },
});

export default defineDisplay({
  id: 'request-person',
  name: 'Person and company',
  icon: 'badge',
  description: "The request's first and last name and company, for its id",
  component: RequestPerson,
  types: ['uuid', 'string'],
  options: null,
});

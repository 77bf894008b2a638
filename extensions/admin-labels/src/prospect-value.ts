// Interface "Prospect's answer": what a prospect sent is read-only once received (README "For
// staff"); Directus draws a read-only input pale, like a placeholder, so a received answer is shown
// as text instead, an option by its label. While staff enter a new lead the same field is an input,
// or a dropdown of the option list (docs/decisions/028-admin-reads-at-a-glance.md).
import { defineInterface, useApi } from '@directus/extensions-sdk';
import { computed, defineComponent, h, resolveComponent } from 'vue';
import { labelOf, OPTION_LIST_CHOICES, useOptions } from './labels';

/** Where a value leads when clicked: a mail, a call, or a web address; nothing else is a link. */
export function linkOf(kind: unknown, text: string): string | null {
  if (kind === 'email' && /^[^\s@]+@[^\s@]+$/.test(text)) return `mailto:${text}`;
  if (kind === 'phone' && /^\+?[\d\s().-]{5,}$/.test(text)) return `tel:${text.replace(/[^\d+]/g, '')}`;
  if (kind === 'url' && /^https?:\/\//i.test(text)) return text;
  return null;
}

const DATE_TYPES = new Set(['timestamp', 'dateTime']);

/** A moment as people read it: "26 Nov 2026, 18:33" in the admin's own time zone. */
export function dateText(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

const TEXT_STYLE = {
  color: 'var(--theme--foreground)',
  fontSize: '15px',
  lineHeight: '1.5',
  overflowWrap: 'anywhere',
  padding: '2px 0',
} as const;

const ProspectValue = defineComponent({
  props: {
    value: { type: [String, Array, Number], default: null },
    type: { type: String, default: 'string' },
    disabled: { type: Boolean, default: false },
    list: { type: String, default: null },
    multiline: { type: Boolean, default: false },
    link: { type: String, default: null },
  },
  emits: ['input'],
  setup(props, { emit }) {
    const options = useOptions(useApi(), () => props.list);
    const text = computed(() =>
      DATE_TYPES.has(props.type) ? dateText(props.value) : labelOf(options.value, props.value),
    );
    const single = computed(() => (Array.isArray(props.value) ? (props.value[0] ?? null) : props.value));

    return () => {
      // The server's own times (Date Submitted) are never typed: text in every case.
      if (props.disabled || DATE_TYPES.has(props.type)) {
        if (text.value === null)
          return h(
            'div',
            { class: 'prospect-value empty', style: { ...TEXT_STYLE, color: 'var(--theme--foreground-subdued)' } },
            'Not given',
          );
        const href = linkOf(props.link, text.value);
        const content = href ? h('a', { href, style: { color: 'var(--theme--primary)' } }, text.value) : text.value;
        return h(
          'div',
          { class: 'prospect-value', style: { ...TEXT_STYLE, whiteSpace: props.multiline ? 'pre-wrap' : 'normal' } },
          [content],
        );
      }
      const update = (next: unknown) => {
        const value = next === '' || next === undefined ? null : next;
        emit('input', props.type === 'json' && value !== null ? [value] : value);
      };
      if (props.list) {
        return h(resolveComponent('v-select'), {
          modelValue: single.value,
          items: options.value.map((option) => ({ text: option.label, value: option.value })),
          showDeselect: true,
          placeholder: 'Choose an option',
          'onUpdate:modelValue': update,
        });
      }
      if (props.multiline) {
        return h(resolveComponent('v-textarea'), { modelValue: props.value ?? '', 'onUpdate:modelValue': update });
      }
      return h(resolveComponent('v-input'), { modelValue: props.value ?? '', 'onUpdate:modelValue': update });
    };
  },
});

export default defineInterface({
  id: 'prospect-value',
  name: "Prospect's answer",
  icon: 'person_search',
  description: 'Text once received (an option by its label); an input while a new lead is entered',
  component: ProspectValue,
  types: ['string', 'text', 'json', 'timestamp', 'dateTime'],
  group: 'standard',
  options: [
    {
      field: 'list',
      name: 'Option list',
      type: 'string',
      meta: { width: 'half', interface: 'select-dropdown', options: { choices: OPTION_LIST_CHOICES } },
    },
    {
      field: 'link',
      name: 'Link',
      type: 'string',
      meta: {
        width: 'half',
        interface: 'select-dropdown',
        options: {
          choices: [
            { text: 'E-mail', value: 'email' },
            { text: 'Phone', value: 'phone' },
            { text: 'Web address', value: 'url' },
          ],
        },
      },
    },
    {
      field: 'multiline',
      name: 'Several lines',
      type: 'boolean',
      meta: { width: 'half', interface: 'boolean' },
      schema: { default_value: false },
    },
  ],
});

// Interface "Notice from the server": something the server wrote on an item for staff to act on
// (a hand-off to the agency's other tool given up, README "Hand-off: webhook and CSV export"; why
// the prospect got no confirmation e-mail, README "Confirmation e-mail"),
// shown as a warning notice in the theme's colours, never as an input: no one types it, and a
// read-only input would be drawn pale, like a placeholder. Empty, it shows nothing (the field's
// condition hides it as well).
import { defineInterface } from '@directus/extensions-sdk';
import { defineComponent, h, resolveComponent } from 'vue';

const ServerNotice = defineComponent({
  props: {
    value: { type: String, default: null },
    kind: { type: String, default: 'warning' },
  },
  setup(props) {
    return () => {
      const text = typeof props.value === 'string' ? props.value.trim() : '';
      if (!text) return null;
      return h(
        resolveComponent('v-notice'),
        { type: props.kind, class: 'server-notice' },
        { default: () => h('span', { style: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }, text) },
      );
    };
  },
});

export default defineInterface({
  id: 'server-notice',
  name: 'Notice from the server',
  icon: 'report',
  description: 'Read-only text the server writes for staff to act on, shown as a notice',
  component: ServerNotice,
  types: ['string', 'text'],
  group: 'presentation',
  options: [
    {
      field: 'kind',
      name: 'Kind',
      type: 'string',
      meta: {
        width: 'half',
        interface: 'select-dropdown',
        options: {
          choices: [
            { text: 'Warning', value: 'warning' },
            { text: 'Danger', value: 'danger' },
            { text: 'Information', value: 'info' },
          ],
        },
      },
      schema: { default_value: 'warning' },
    },
  ],
});

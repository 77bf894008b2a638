// Display "Option label": a stored option value shown by its option list's label (`3-6-months` reads
// "3-6 months"), in lists, the board and related values (docs/decisions/028-admin-reads-at-a-glance.md).
import { defineDisplay, useApi } from '@directus/extensions-sdk';
import { computed, defineComponent, h } from 'vue';
import { labelOf, OPTION_LIST_CHOICES, useOptions } from './labels';

const OptionLabel = defineComponent({
  props: {
    value: { type: [String, Array], default: null },
    list: { type: String, default: null },
  },
  setup(props) {
    const options = useOptions(useApi(), () => props.list);
    const text = computed(() => labelOf(options.value, props.value));
    return () => h('span', { class: 'option-label', title: text.value ?? undefined }, text.value ?? '');
  },
});

export default defineDisplay({
  id: 'option-label',
  name: 'Option label',
  icon: 'label',
  description: 'The label of the option list the value comes from',
  component: OptionLabel,
  types: ['string', 'json'],
  options: [
    {
      field: 'list',
      name: 'Option list',
      type: 'string',
      meta: { width: 'full', interface: 'select-dropdown', options: { choices: OPTION_LIST_CHOICES } },
    },
  ],
});

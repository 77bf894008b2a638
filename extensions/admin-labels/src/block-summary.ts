// Display "Block summary" of a page block's id: its kind and heading, or for a block without one
// its text ("Quote: “Six weeks…” — Ada Lovelace"), so that no block of a page's list reads
// "Quote · --" (docs/decisions/028-admin-reads-at-a-glance.md).
import { defineDisplay, useApi, useStores } from '@directus/extensions-sdk';
import { defineComponent, h, ref, watch } from 'vue';
import { readItem } from './batch';
import { choiceOptions, type ApiClient } from './labels';

interface Block {
  [field: string]: unknown;
  type?: unknown;
  heading?: unknown;
  body?: unknown;
  quote_author?: unknown;
}

const MAX = 70;

/** Markdown as one line of plain text, cut at MAX characters. */
export function plainLine(markdown: unknown): string {
  if (typeof markdown !== 'string') return '';
  const line = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > MAX ? `${line.slice(0, MAX - 1).trimEnd()}…` : line;
}

/** "Rich text: What the offer includes"; "Quote: “…” — Ada"; the kind alone when nothing else is set. */
export function blockSummary(block: Block | undefined, kindLabel: (type: string) => string): string {
  if (!block) return '';
  const kind = typeof block.type === 'string' ? kindLabel(block.type) : 'Block';
  const heading = typeof block.heading === 'string' ? block.heading.trim() : '';
  if (heading) return `${kind}: ${heading}`;
  const body = plainLine(block.body);
  if (!body) return kind;
  const author =
    typeof block.quote_author === 'string' && block.quote_author.trim() ? ` — ${block.quote_author.trim()}` : '';
  return block.type === 'quote' ? `${kind}: “${body}”${author}` : `${kind}: ${body}`;
}

const BlockSummary = defineComponent({
  props: { value: { type: [String, Number], default: null } },
  setup(props) {
    const api: ApiClient = useApi();
    const fieldsStore = useStores().useFieldsStore();
    const kindLabel = (type: string) => {
      const choices = choiceOptions(fieldsStore.getField('page_blocks', 'type')?.meta?.options?.choices);
      return choices.find((choice) => choice.value === type)?.label ?? type;
    };
    const shown = ref('');
    watch(
      () => props.value,
      async (id) => {
        shown.value =
          id === null
            ? ''
            : blockSummary(await readItem(api, 'page_blocks', 'type,heading,body,quote_author', id), kindLabel);
      },
      { immediate: true },
    );
    return () => h('span', { class: 'block-summary' }, shown.value);
  },
});

export default defineDisplay({
  id: 'block-summary',
  name: 'Block summary',
  icon: 'view_agenda',
  description: "A page block's kind and heading, or its text when it has no heading",
  component: BlockSummary,
  types: ['integer', 'bigInteger', 'uuid', 'string'],
  options: null,
});

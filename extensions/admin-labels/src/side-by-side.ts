// The parts the two translation interfaces share (translations-editor.ts, site-texts-editor.ts;
// README "Languages"): the row of the language to edit with how many texts are missing, and the
// two columns, English beside the language.
import { h, resolveComponent, type VNode } from 'vue';

/** A text of a cell: wraps anywhere, keeps its line breaks. */
export const CELL = { fontSize: '14px', lineHeight: '1.5', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

const ROW = { display: 'flex', gap: '12px', alignItems: 'center', marginBottom: '12px', flexWrap: 'wrap' } as const;
const COLUMNS = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '8px 16px' } as const;

/** A row of controls above the columns. */
export const controlRow = (children: (VNode | null)[]) => h('div', { style: ROW }, children);

/** The language to edit: one of `locales`, named "Español (es)". */
export const languageSelect = (
  locales: readonly { code: string; name: string }[],
  code: string,
  choose: (code: string) => void,
) =>
  h(resolveComponent('v-select'), {
    modelValue: code,
    items: locales.map((locale) => ({ text: `${locale.name} (${locale.code})`, value: locale.code })),
    'onUpdate:modelValue': choose,
    inline: true,
  });

/** How many texts are missing (they show in English), or that none is. */
export const missingStatus = (missing: number, total: number, allDone: string, className?: string) =>
  h(
    'span',
    { class: className, style: { color: missing ? 'var(--theme--warning)' : 'var(--theme--success)' } },
    missing ? `${missing} of ${total} texts missing: they show in English` : allDone,
  );

/** The two columns: English, and the language `name`, each row's cells after the heads. */
export const sideBySide = (name: string, cells: VNode[]) =>
  h('div', { style: COLUMNS }, [h('strong', 'English'), h('strong', name), ...cells]);

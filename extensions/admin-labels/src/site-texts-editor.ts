// Interface "Site texts": the site's own texts (buttons, menus, the request form, its messages) in
// the site's other languages, each beside its English (README "Languages",
// docs/decisions/036-languages.md). Every text of the code is a row; a row with no translation
// says "Missing" (the site shows the English there) and the head counts them, so a text a new
// release adds is found at once. What it saves is Site Settings' `messages` JSON:
// { "es": { "Start a project": "Empieza un proyecto" } }, empty texts left out; a text the code no
// longer has is kept, and listed apart.
import { defineInterface } from '@directus/extensions-sdk';
import { computed, defineComponent, h, inject, ref, resolveComponent, type Ref } from 'vue';
import { isRecord, jsonField } from '@agency/contract/guards';
import { DEFAULT_LOCALE, siteLocales } from '@agency/contract/locales';
import { SITE_TEXTS } from './site-texts-catalogue';
import { CELL, controlRow, languageSelect, missingStatus, sideBySide } from './side-by-side';

const ENGLISH_CELL = {
  ...CELL,
  color: 'var(--theme--foreground)',
  borderLeft: '2px solid var(--theme--border-color)',
  paddingLeft: '8px',
  alignSelf: 'center',
} as const;

/** The texts of one language: { english: translation }, non-text entries left out. */
const textsOf = (entry: unknown): Record<string, string> =>
  isRecord(entry)
    ? Object.fromEntries(
        Object.entries(entry).flatMap(([key, text]) => (typeof text === 'string' ? [[key, text]] : [])),
      )
    : {};

const SiteTextsEditor = defineComponent({
  props: {
    value: { type: [Object, String], default: null },
    disabled: { type: Boolean, default: false },
  },
  emits: ['input'],
  setup(props, { emit }) {
    // The languages as the form holds them now: a language just added can be translated before saving.
    const values = inject<Ref<Record<string, unknown>>>('values', ref({}));
    const locales = computed(() =>
      siteLocales(jsonField(values.value['locales'])).filter(({ code }) => code !== DEFAULT_LOCALE),
    );
    const chosen = ref<string | null>(null);
    const query = ref('');
    // "Only missing" lists the texts missing when it was turned on: a row being translated stays.
    const onlyMissing = ref<string[] | null>(null);

    const all = computed<Record<string, unknown>>(() => {
      const raw = jsonField(props.value);
      return isRecord(raw) ? raw : {};
    });
    const missing = (texts: Record<string, string>) => SITE_TEXTS.filter((text) => !texts[text]?.trim());

    const set = (code: string, text: string, translation: string) => {
      const entry = textsOf(all.value[code]);
      if (translation.trim()) entry[text] = translation;
      else delete entry[text];
      const next = { ...all.value, [code]: entry };
      if (Object.keys(entry).length === 0) delete next[code];
      emit('input', Object.keys(next).length === 0 ? null : next);
    };

    const row = (code: string, text: string, translation: string, gap: boolean) => [
      h('div', { style: ENGLISH_CELL }, text),
      h('div', [
        gap ? h('div', { style: { color: 'var(--theme--warning)', ...CELL } }, 'Missing') : null,
        h(resolveComponent(text.length > 80 ? 'v-textarea' : 'v-input'), {
          modelValue: translation,
          disabled: props.disabled,
          placeholder: 'Shows the English until translated',
          'aria-label': `${text} (${code})`,
          'onUpdate:modelValue': (next: string) => set(code, text, next ?? ''),
        }),
      ]),
    ];

    return () => {
      if (locales.value.length === 0)
        return h(
          resolveComponent('v-notice'),
          { type: 'info' },
          () => 'No other language yet: add one in Languages above.',
        );
      const code = locales.value.some((locale) => locale.code === chosen.value)
        ? chosen.value!
        : locales.value[0]!.code;
      const texts = textsOf(all.value[code]);
      const gaps = new Set(missing(texts));
      const needle = query.value.trim().toLowerCase();
      const shown = SITE_TEXTS.filter(
        (text) =>
          (!onlyMissing.value || onlyMissing.value.includes(text)) &&
          (!needle || text.toLowerCase().includes(needle) || (texts[text] ?? '').toLowerCase().includes(needle)),
      );
      const unused = Object.keys(texts).filter((text) => !SITE_TEXTS.includes(text));
      return h('div', { class: 'site-texts-editor' }, [
        controlRow([
          languageSelect(locales.value, code, (next) => {
            chosen.value = next;
            if (onlyMissing.value) onlyMissing.value = missing(textsOf(all.value[next]));
          }),
          missingStatus(
            gaps.size,
            SITE_TEXTS.length,
            `All ${SITE_TEXTS.length} texts are translated`,
            'site-texts-editor__status',
          ),
        ]),
        controlRow([
          h('div', { style: { flex: '1 1 240px' } }, [
            h(resolveComponent('v-input'), {
              modelValue: query.value,
              placeholder: 'Find a text (English or translation)',
              'aria-label': 'Find a text',
              'onUpdate:modelValue': (next: string) => (query.value = next ?? ''),
            }),
          ]),
          h(resolveComponent('v-checkbox'), {
            modelValue: onlyMissing.value !== null,
            label: 'Only missing',
            'onUpdate:modelValue': (next: boolean) => (onlyMissing.value = next ? [...gaps] : null),
          }),
        ]),
        sideBySide(
          locales.value.find((locale) => locale.code === code)?.name ?? code,
          shown.flatMap((text) => row(code, text, texts[text] ?? '', gaps.has(text))),
        ),
        shown.length === 0 ? h('p', { style: { ...CELL, marginTop: '8px' } }, 'No text matches.') : null,
        unused.length > 0
          ? h('details', { style: { marginTop: '16px', ...CELL } }, [
              h('summary', `${unused.length} texts the site no longer uses (kept, shown nowhere)`),
              h(
                'ul',
                unused.map((text) => h('li', text)),
              ),
            ])
          : null,
      ]);
    };
  },
});

export default defineInterface({
  id: 'site-texts-editor',
  name: 'Site texts',
  icon: 'translate',
  description: "The site's own texts in its other languages, each beside its English, the missing ones marked",
  component: SiteTextsEditor,
  types: ['json'],
  group: 'other',
  options: null,
});

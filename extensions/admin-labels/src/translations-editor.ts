// Interface "Translations": an item in the site's other languages, side by side with its English
// (README "Languages", docs/decisions/036-languages.md). For the language chosen, each text an
// item may translate is a row: the English as it is now in the form, and the translation beside
// it; a row with English and no translation says "Missing", and the head counts them. What it
// saves is the item's `translations` JSON: { "es": { "name": "…" } }, empty fields left out.
// The language an editor picks or translates into is the Live Preview's too (preview-language.ts);
// "Live Preview in …" turned off shows the English page.
import { defineInterface, useApi } from '@directus/extensions-sdk';
import { computed, defineComponent, h, inject, ref, resolveComponent, type Ref } from 'vue';
import { isRecord, jsonField } from '@agency/contract/guards';
import { DEFAULT_LOCALE, TRANSLATED_FIELDS, isTranslatedCollection, siteLocales } from '@agency/contract/locales';
import type { ApiClient } from './labels';
import { CELL, controlRow, languageSelect, missingStatus, sideBySide } from './side-by-side';
import { choosePreviewLanguage, rememberedPreviewLanguage } from './preview-language';

/** Texts a translation keeps as a list of entries (the FAQ): edited as JSON in this interface. */
const LIST_FIELDS = new Set(['faq']);
const LONG_FIELDS = new Set(['body', 'summary', 'cookie_banner_text', 'default_description', 'address', 'description']);

const fieldName = (field: string) =>
  field === 'url' || field === 'slug'
    ? 'Address (slug)'
    : field === 'follow_up_label'
      ? 'Follow-up question'
      : field
          .replace(/_/g, ' ')
          .replace(/^seo /, 'SEO ')
          .replace(/^\w/, (letter) => letter.toUpperCase());

const english = (value: unknown) =>
  typeof value === 'string' ? value : Array.isArray(value) ? JSON.stringify(value, null, 2) : '';

const TranslationsEditor = defineComponent({
  props: {
    value: { type: [Object, String], default: null },
    collection: { type: String, required: true },
    disabled: { type: Boolean, default: false },
  },
  emits: ['input'],
  setup(props, { emit }) {
    const api: ApiClient = useApi();
    const values = inject<Ref<Record<string, unknown>>>('values', ref({}));
    const locales = ref<{ code: string; name: string }[]>([]);
    const chosen = ref<string | null>(null);
    const previewIn = ref<string | null>(rememberedPreviewLanguage());
    const preview = (code: string | null) => {
      choosePreviewLanguage(code);
      previewIn.value = code;
    };
    void api
      .get('/items/site_settings', { params: { fields: ['locales'] } })
      .then((response) => {
        const data: unknown = response.data.data;
        const settings = isRecord(data) ? data : {};
        locales.value = siteLocales(settings['locales']).filter(({ code }) => code !== DEFAULT_LOCALE);
        const remembered = locales.value.find(({ code }) => code === previewIn.value);
        chosen.value ??= remembered?.code ?? locales.value[0]?.code ?? null;
      })
      .catch(() => (locales.value = []));

    const all = computed<Record<string, Record<string, unknown>>>(() => {
      const raw = jsonField(props.value);
      return isRecord(raw)
        ? Object.fromEntries(Object.entries(raw).flatMap(([code, entry]) => (isRecord(entry) ? [[code, entry]] : [])))
        : {};
    });
    const fields = computed<readonly string[]>(() =>
      isTranslatedCollection(props.collection) ? TRANSLATED_FIELDS[props.collection] : [],
    );
    const missing = (code: string) =>
      fields.value.filter((field) => english(values.value[field]).trim() && !english(all.value[code]?.[field]).trim());

    const set = (code: string, field: string, text: string) => {
      preview(code);
      const entry = { ...all.value[code] };
      if (!text.trim()) delete entry[field];
      else if (LIST_FIELDS.has(field)) {
        const list = jsonField(text);
        if (!Array.isArray(list)) return;
        entry[field] = list;
      } else entry[field] = text;
      const next = { ...all.value, [code]: entry };
      if (Object.keys(entry).length === 0) delete next[code];
      emit('input', Object.keys(next).length === 0 ? null : next);
    };

    return () => {
      if (locales.value.length === 0)
        return h(
          resolveComponent('v-notice'),
          { type: 'info' },
          () => 'No other language yet: add one in Site Settings → Languages.',
        );
      const code = chosen.value ?? locales.value[0]!.code;
      const gaps = missing(code);
      const name = locales.value.find((locale) => locale.code === code)?.name ?? code;
      return h('div', { class: 'translations-editor' }, [
        controlRow([
          languageSelect(locales.value, code, (next) => {
            chosen.value = next;
            preview(next);
          }),
          h(resolveComponent('v-checkbox'), {
            modelValue: previewIn.value === code,
            label: `Live Preview in ${name}`,
            'onUpdate:modelValue': (on: boolean) => preview(on ? code : null),
          }),
          missingStatus(gaps.length, fields.value.length, 'Every text with an English version is translated'),
        ]),
        sideBySide(
          name,
          fields.value.flatMap((field) => {
            const source = english(values.value[field]);
            const translation = english(all.value[code]?.[field]);
            const long = LONG_FIELDS.has(field) || LIST_FIELDS.has(field);
            return [
              h('div', { style: CELL }, [
                h('div', { style: { fontWeight: '600', marginBottom: '2px' } }, fieldName(field)),
                h(
                  'div',
                  // The English as text to read (not pale, like a placeholder), marked off by a rule.
                  {
                    style: {
                      color: 'var(--theme--foreground)',
                      borderLeft: '2px solid var(--theme--border-color)',
                      paddingLeft: '8px',
                      maxHeight: long ? '12em' : 'none',
                      overflow: 'auto',
                    },
                  },
                  source || '—',
                ),
              ]),
              h('div', [
                h('div', { style: { fontWeight: '600', marginBottom: '2px', ...CELL } }, [
                  fieldName(field),
                  source.trim() && !translation.trim()
                    ? h('span', { style: { color: 'var(--theme--warning)', marginLeft: '8px' } }, 'Missing')
                    : null,
                ]),
                h(resolveComponent(long ? 'v-textarea' : 'v-input'), {
                  modelValue: translation,
                  disabled: props.disabled,
                  placeholder: source ? 'Shows the English until translated' : '',
                  'onUpdate:modelValue': (text: string) => set(code, field, text ?? ''),
                }),
              ]),
            ];
          }),
        ),
      ]);
    };
  },
});

export default defineInterface({
  id: 'translations-editor',
  name: 'Translations',
  icon: 'translate',
  description: "The item's texts in the site's other languages, side by side with the English",
  component: TranslationsEditor,
  types: ['json'],
  group: 'other',
  options: null,
});

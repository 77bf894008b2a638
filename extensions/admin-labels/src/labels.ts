// Requests store an option's value; people read its label (README "Data model": "Option values are
// what requests store; labels may be renamed freely"). Editors rename labels in the option lists at
// any time, so the labels are read from those lists through the API, never copied into the admin's
// configuration (docs/decisions/028-admin-reads-at-a-glance.md).
import { isRecord } from '@agency/contract/guards';
import { ref, watch, type Ref } from 'vue';

/** The option lists a request's answers come from, and where each one is read. */
export const OPTION_LISTS = {
  project_types: { collection: 'project_types', list: null },
  specific_project_types: { collection: 'specific_project_types', list: null },
  budget: { collection: 'form_options', list: 'budget' },
  timeline: { collection: 'form_options', list: 'timeline' },
  next_step: { collection: 'form_options', list: 'next_step' },
  research: { collection: 'form_options', list: 'research' },
} as const;

export type OptionList = keyof typeof OPTION_LISTS;

export const OPTION_LIST_CHOICES = [
  { text: 'Project types', value: 'project_types' },
  { text: 'Specific project types', value: 'specific_project_types' },
  { text: 'Budget', value: 'budget' },
  { text: 'Timeline', value: 'timeline' },
  { text: 'Next step', value: 'next_step' },
  { text: 'How you found us', value: 'research' },
];

export const isOptionList = (name: unknown): name is OptionList =>
  typeof name === 'string' && Object.hasOwn(OPTION_LISTS, name);

/** One option as the admin shows it, in the list's own order. */
export interface Option {
  value: string;
  label: string;
  color?: string | null;
}

/** The part of Directus' API client (useApi) the labels need. */
export interface ApiClient {
  get<T = unknown>(url: string, config?: { params?: Record<string, unknown> }): Promise<{ data: { data: T } }>;
}

/** The label of a stored value; a list of values (a request's `project`) reads as its labels. */
export function labelOf(options: readonly Option[], value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    const labels = value.map((item) => labelOf(options, item)).filter((label): label is string => label !== null);
    return labels.length > 0 ? labels.join(', ') : null;
  }
  const text = String(value);
  return options.find((option) => option.value === text)?.label ?? text;
}

/** Rows of an option list as options: its order, each value once (the first label wins). */
export function toOptions(rows: unknown): Option[] {
  if (!Array.isArray(rows)) return [];
  const options: Option[] = [];
  for (const row of rows) {
    if (!isRecord(row)) continue;
    const { value, label } = row;
    if (typeof value !== 'string' || options.some((option) => option.value === value)) continue;
    options.push({ value, label: typeof label === 'string' && label ? label : value });
  }
  return options;
}

/** The choices of a select field (its `meta.options.choices` in the admin) as options, in their order. */
export function choiceOptions(choices: unknown): Option[] {
  if (!Array.isArray(choices)) return [];
  return choices.flatMap((choice: unknown) =>
    isRecord(choice) && typeof choice.value === 'string' && typeof choice.text === 'string'
      ? [{ value: choice.value, label: choice.text, color: typeof choice.color === 'string' ? choice.color : null }]
      : [],
  );
}

// A list is read once per half minute at most, however many cells show it; a renamed label shows
// on the next read.
const FRESH_MS = 30_000;
const cache = new Map<OptionList, { at: number; options: Promise<Option[]> }>();

export function loadOptions(api: ApiClient, name: OptionList, now = Date.now()): Promise<Option[]> {
  const cached = cache.get(name);
  if (cached && now - cached.at < FRESH_MS) return cached.options;
  const { collection, list } = OPTION_LISTS[name];
  const options = api
    .get(`/items/${collection}`, {
      params: {
        fields: 'value,label',
        sort: 'sort,id',
        limit: -1,
        ...(list ? { filter: JSON.stringify({ list: { _eq: list } }) } : {}),
      },
    })
    .then((response) => toOptions(response.data.data))
    .catch(() => {
      cache.delete(name);
      return [];
    });
  cache.set(name, { at: now, options });
  return options;
}

/** The options of a list, reactive: empty until read (values then show as stored). */
export function useOptions(api: ApiClient, name: () => unknown): Ref<Option[]> {
  const options = ref<Option[]>([]);
  watch(
    name,
    async (list) => {
      options.value = isOptionList(list) ? await loadOptions(api, list) : [];
    },
    { immediate: true },
  );
  return options;
}

// Turns the option collections' published rows (as Directus returns them) into FormOptions.
import type { FormOptions, Option, SimpleOptionList } from './options';

/** An option's translations as the CMS keeps them: { "es": { "label": "…" } } (JSON, or its text). */
type Translations = unknown;

export interface ProjectTypeRow {
  id: number;
  label: string;
  value: string;
  translations?: Translations;
  keywords: string[] | string | null;
  service_classes: string[] | string | null;
  is_fallback: boolean | number | null;
}

export interface SpecificTypeRow {
  project_type: number;
  label: string;
  value: string;
  translations?: Translations;
}

export interface FormOptionRow {
  list: string;
  label: string;
  value: string;
  translations?: Translations;
}

/** The simple lists: CMS `list` value → FormOptions key. */
export const FORM_OPTION_LISTS: Readonly<Record<string, SimpleOptionList>> = {
  research: 'research',
  budget: 'budget',
  timeline: 'timeline',
  next_step: 'nextStep',
};

const csv = (value: string[] | string | null): string[] =>
  (Array.isArray(value) ? value : (value ?? '').split(',')).map((entry) => entry.trim().toLowerCase()).filter(Boolean);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsed(value: Translations): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The label in each language the row's translations give one for. */
function labelsOf(translations: Translations): Record<string, string> {
  const all = parsed(translations);
  if (!isObject(all)) return {};
  const labels: Record<string, string> = {};
  for (const [locale, translation] of Object.entries(all)) {
    const label = isObject(translation) ? translation['label'] : undefined;
    if (typeof label === 'string' && label.trim()) labels[locale] = label;
  }
  return labels;
}

const option = (row: { label: string; value: string; translations?: Translations }): Option => {
  const labels = labelsOf(row.translations);
  return Object.keys(labels).length > 0
    ? { value: row.value, label: row.label, labels }
    : { value: row.value, label: row.label };
};

/** Rows must already be published only and sorted by their `sort` field. */
export function formOptionsFromRows(
  projectTypes: ProjectTypeRow[],
  specificTypes: SpecificTypeRow[],
  formOptions: FormOptionRow[],
): FormOptions {
  const lists: FormOptions = { projectTypes: [], research: [], budget: [], timeline: [], nextStep: [] };
  lists.projectTypes = projectTypes.map((type) => ({
    ...option(type),
    keywords: csv(type.keywords),
    serviceClasses: csv(type.service_classes),
    isFallback: Boolean(type.is_fallback),
    specificTypes: specificTypes.filter((specific) => specific.project_type === type.id).map(option),
  }));
  for (const row of formOptions) {
    const list = FORM_OPTION_LISTS[row.list];
    if (list) lists[list].push(option(row));
  }
  return lists;
}

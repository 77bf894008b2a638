// Turns the option collections' published rows (as Directus returns them) into FormOptions.
import type { FormOptions, Option, SimpleOptionList } from './options';

export interface ProjectTypeRow {
  id: number;
  label: string;
  value: string;
  keywords: string[] | string | null;
  service_classes: string[] | string | null;
  is_fallback: boolean | number | null;
}

export interface SpecificTypeRow {
  project_type: number;
  label: string;
  value: string;
}

export interface FormOptionRow {
  list: string;
  label: string;
  value: string;
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

const option = (row: { label: string; value: string }): Option => ({ value: row.value, label: row.label });

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

// Turns the option collections' published rows (as Directus returns them) into FormOptions.
import { isFollowUpKind, type FollowUp } from './follow-ups';
import type { FormOptions, Option, SimpleOptionList } from './options';

/** An option's translations as the CMS keeps them: { "es": { "label": "…" } } (JSON, or its text). */
type Translations = unknown;

/** An option's follow-up as editors set it (docs/decisions/041-follow-up-questions.md); absent on older rows. */
export interface FollowUpColumns {
  follow_up?: string | null;
  follow_up_label?: string | null;
  follow_up_required?: boolean | number | null;
}

export interface ProjectTypeRow extends FollowUpColumns {
  id: number;
  label: string;
  value: string;
  translations?: Translations;
  keywords: string[] | string | null;
  service_classes: string[] | string | null;
  is_fallback: boolean | number | null;
}

export interface SpecificTypeRow extends FollowUpColumns {
  project_type: number;
  label: string;
  value: string;
  translations?: Translations;
}

export interface FormOptionRow extends FollowUpColumns {
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

/** `field` (the label, or the follow-up's question) in each language the row's translations give it in. */
function labelsOf(translations: Translations, field = 'label'): Record<string, string> {
  const all = parsed(translations);
  if (!isObject(all)) return {};
  const labels: Record<string, string> = {};
  for (const [locale, translation] of Object.entries(all)) {
    const label = isObject(translation) ? translation[field] : undefined;
    if (typeof label === 'string' && label.trim()) labels[locale] = label;
  }
  return labels;
}

const withLabels = <T extends object>(item: T, labels: Record<string, string>) =>
  Object.keys(labels).length > 0 ? { ...item, labels } : item;

/** The row's follow-up; a question without its words is no question. */
function followUpOf(row: FollowUpColumns & { translations?: Translations }): FollowUp | undefined {
  const kind = row.follow_up;
  if (!isFollowUpKind(kind)) return undefined;
  if (kind === 'attachments') return { kind };
  const label = (row.follow_up_label ?? '').trim();
  if (!label) return undefined;
  return withLabels(
    { kind, label, required: Boolean(row.follow_up_required) },
    labelsOf(row.translations, 'follow_up_label'),
  );
}

const option = (row: FollowUpColumns & { label: string; value: string; translations?: Translations }): Option => {
  const followUp = followUpOf(row);
  const plain = withLabels({ value: row.value, label: row.label }, labelsOf(row.translations));
  return followUp ? { ...plain, followUp } : plain;
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

// The option lists as the CMS publishes them, and the mappings derived from them (docs/product.md "Option lists"):
// a service name's keywords pre-select a project type; a service class picks the list of
// specific project types (anything unknown gives the fallback type's list, "Other").

import type { FollowUp } from './follow-ups';

export interface Option {
  value: string;
  label: string;
  /** The label in each other language that translates it (docs/decisions/036-languages.md); the value never changes. */
  labels?: Readonly<Record<string, string>>;
  /** What choosing it reveals (follow-ups.ts): a question, or the attachments becoming required. */
  followUp?: FollowUp;
}

export interface ProjectTypeOption extends Option {
  /** Words in a service name that pre-select this type (lower case). */
  keywords: string[];
  /** Service classes whose pages show this type's specific list (lower case). */
  serviceClasses: string[];
  /** The type used when nothing else matches. */
  isFallback: boolean;
  specificTypes: Option[];
}

export interface FormOptions {
  projectTypes: ProjectTypeOption[];
  research: Option[];
  budget: Option[];
  timeline: Option[];
  nextStep: Option[];
}

export type SimpleOptionList = Exclude<keyof FormOptions, 'projectTypes'>;

const normalise = (text: string) => text.trim().toLowerCase();

/** An option as a page in `locale` shows it: its label in that language (else its own), without the others. */
function optionIn<T extends Option>({ labels, ...option }: T, locale: string): Omit<T, 'labels'> {
  const localized = { ...option, label: labels?.[locale] ?? option.label };
  const followUp: FollowUp | undefined = option.followUp;
  if (followUp?.kind !== 'text' && followUp?.kind !== 'textarea') return localized;
  const { labels: questions, ...question } = followUp;
  return { ...localized, followUp: { ...question, label: questions?.[locale] ?? question.label } };
}

/** The option lists in `locale`: labels translated where the CMS translates them; values as they are. */
export function localizeOptions(options: FormOptions, locale: string): FormOptions {
  return {
    projectTypes: options.projectTypes.map((type) => ({
      ...optionIn(type, locale),
      specificTypes: type.specificTypes.map((specific) => optionIn(specific, locale)),
    })),
    research: options.research.map((option) => optionIn(option, locale)),
    budget: options.budget.map((option) => optionIn(option, locale)),
    timeline: options.timeline.map((option) => optionIn(option, locale)),
    nextStep: options.nextStep.map((option) => optionIn(option, locale)),
  };
}

/** The fallback type ("Other"), or the last type when none is flagged. */
export function fallbackProjectType(options: FormOptions): ProjectTypeOption | undefined {
  return options.projectTypes.find((type) => type.isFallback) ?? options.projectTypes.at(-1);
}

/** The project type whose service classes contain `serviceClass`, if any. */
export function projectTypeForServiceClass(serviceClass: string | undefined, options: FormOptions) {
  if (!serviceClass) return undefined;
  const wanted = normalise(serviceClass);
  return options.projectTypes.find((type) => type.serviceClasses.includes(wanted));
}

/**
 * Spec §3 checks a service name for these keywords in this order: web or digital, brand, print,
 * video or audio, corporate or data, reputation. The select's order (Branding first) is another
 * matter, so "Digital Brand Experience" is a Digital / Web project.
 */
export const NAME_KEYWORD_PRIORITY: readonly string[] = [
  'web',
  'digital',
  'brand',
  'print',
  'video',
  'audio',
  'corporate',
  'data',
  'reputation',
];

/**
 * The project types in the order their keywords are checked: by their best-placed keyword in
 * NAME_KEYWORD_PRIORITY; types whose keywords an editor made up entirely come after, in list order.
 */
export function projectTypesByKeywordPriority(options: FormOptions): ProjectTypeOption[] {
  const rank = (type: ProjectTypeOption) =>
    Math.min(
      ...type.keywords.map((keyword) => {
        const index = NAME_KEYWORD_PRIORITY.indexOf(keyword);
        return index === -1 ? NAME_KEYWORD_PRIORITY.length : index;
      }),
      NAME_KEYWORD_PRIORITY.length,
    );
  // Array.prototype.sort is stable: equal ranks keep the list order.
  return [...options.projectTypes].sort((a, b) => rank(a) - rank(b));
}

/** The project type a service name pre-selects: the first type, in keyword priority, with a keyword in the name. */
export function projectTypeForServiceName(serviceName: string | undefined, options: FormOptions) {
  if (!serviceName) return undefined;
  const name = normalise(serviceName);
  return projectTypesByKeywordPriority(options).find((type) =>
    type.keywords.some((keyword) => keyword && name.includes(keyword)),
  );
}

/**
 * The project type pre-selected on a service page. The select is hidden there, so there must be
 * one: the name's keywords first (docs/product.md "Option lists"), then the service class, then the fallback type.
 */
export function preselectedProjectType(
  service: { serviceName?: string; serviceClass?: string },
  options: FormOptions,
): ProjectTypeOption | undefined {
  return (
    projectTypeForServiceName(service.serviceName, options) ??
    projectTypeForServiceClass(service.serviceClass, options) ??
    fallbackProjectType(options)
  );
}

/** Specific types shown on a service page: the service class's list, anything else → the fallback list. */
export function specificTypesForServiceClass(serviceClass: string | undefined, options: FormOptions): Option[] {
  return (projectTypeForServiceClass(serviceClass, options) ?? fallbackProjectType(options))?.specificTypes ?? [];
}

/** Specific types offered for a chosen project type. */
export function specificTypesForProjectType(projectType: string | undefined, options: FormOptions): Option[] {
  return options.projectTypes.find((type) => type.value === projectType)?.specificTypes ?? [];
}

/** Specific types a request may carry: the chosen type's list, plus the service class's list on service pages. */
export function allowedSpecificTypes(
  projectType: string | undefined,
  serviceClass: string | undefined,
  options: FormOptions,
): Option[] {
  const lists = [specificTypesForProjectType(projectType, options)];
  if (serviceClass) lists.push(specificTypesForServiceClass(serviceClass, options));
  const byValue = new Map(lists.flat().map((option) => [option.value, option]));
  return [...byValue.values()];
}

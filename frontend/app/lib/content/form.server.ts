// The form's definition (fields, rules, published options, the privacy notice of Site Settings)
// for server-rendered forms. It is read without its form token and the token's proof-of-work
// challenge: one copy serves every visitor, and each browser fetches its own token (and
// challenge) from /api/request-form/definition when the form opens.
import type { FormDefinition } from '@agency/request-rules/definition';
import { localizeOptions } from '@agency/request-rules/options';
import { formDefinitionOf } from '../form-definition.server';
import type { ContentReader, FamilyHandle, FamilySpec } from './family.server';

export const formFamily: FamilySpec<FormDefinition> = {
  name: 'form',
  load: async (directus) => {
    const definition = await directus.json('/request-form/definition', { timeoutMs: 10_000 }, formDefinitionOf);
    return { ...definition, antiSpam: { ...definition.antiSpam, formToken: '', proofOfWork: null } };
  },
};

/** The copy's definition in each language asked for, made once per copy (docs/decisions/036-languages.md). */
const inLanguages = new WeakMap<FormDefinition, Map<string, FormDefinition>>();

/** The form's definition in the request's language: option labels translated, values as they are. */
export async function getFormDefinition(content: ContentReader<{ form: FamilyHandle<FormDefinition> }>) {
  const definition = await content.read(content.families.form);
  const { locale } = content.language;
  let copies = inLanguages.get(definition);
  if (!copies) inLanguages.set(definition, (copies = new Map()));
  let copy = copies.get(locale);
  if (!copy) copies.set(locale, (copy = { ...definition, options: localizeOptions(definition.options, locale) }));
  return copy;
}

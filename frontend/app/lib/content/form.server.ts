// The form's definition (fields, rules, published options, the privacy notice of Site Settings)
// for server-rendered forms. It is read without its form token: one copy serves every visitor,
// and each browser fetches its own token from /api/request-form/definition when the form opens.
import type { FormDefinition } from '@agency/request-rules/definition';
import { formDefinitionOf } from '../form-definition.server';
import type { FamilySpec, ReaderOf } from './family.server';

export const formFamily: FamilySpec<FormDefinition> = {
  name: 'form',
  load: async (directus) => {
    const definition = await directus.json('/request-form/definition', { timeoutMs: 10_000 }, formDefinitionOf);
    return { ...definition, antiSpam: { ...definition.antiSpam, formToken: '' } };
  },
};

export const getFormDefinition = (content: ReaderOf<'form', FormDefinition>) => content.read(content.families.form);

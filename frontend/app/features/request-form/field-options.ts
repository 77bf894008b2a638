import type { FieldDefinitionJson, FormDefinition } from '@agency/request-rules/definition';
import { allowedSpecificTypes, specificTypesForServiceClass, type Option } from '@agency/request-rules/options';
import type { RequestValues } from './request-values';

/**
 * The options a select or radio field offers now. Specific project types follow the chosen type,
 * or on a service page the service class (anything unknown → the Other list, docs/product.md "Option lists").
 */
export function optionsForField(
  field: FieldDefinitionJson,
  definition: FormDefinition,
  values: RequestValues,
): Option[] {
  const { options } = definition;
  switch (field.options) {
    case undefined:
      return [];
    case 'projectTypes':
      return options.projectTypes;
    case 'specificTypes':
      if (values.service_name) return specificTypesForServiceClass(values.service_class, options);
      return allowedSpecificTypes(values.project || undefined, undefined, options);
    case 'research':
    case 'budget':
    case 'timeline':
    case 'nextStep':
      return options[field.options];
    default:
      return [];
  }
}

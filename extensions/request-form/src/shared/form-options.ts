// Reads the option lists as they are published now, from the database. The endpoint keeps the
// result in memory (options-cache.ts) and drops it on every change, so an editor's change shows
// at the next form opening, and submit checks against it.
import {
  formOptionsFromRows,
  type FormOptionRow,
  type ProjectTypeRow,
  type SpecificTypeRow,
} from '@agency/request-rules/cms-rows';
import type { FormOptions } from '@agency/request-rules/options';
import type { Knex } from 'knex';

export async function loadFormOptions(database: Knex): Promise<FormOptions> {
  const published = (collection: string) =>
    database(collection)
      .where({ status: 'published' })
      .orderBy([{ column: 'sort' }, { column: 'id' }]);
  const [projectTypes, specificTypes, formOptions] = await Promise.all([
    published('project_types').select<ProjectTypeRow[]>(
      'id',
      'label',
      'value',
      'keywords',
      'service_classes',
      'is_fallback',
    ),
    published('specific_project_types').select<SpecificTypeRow[]>('project_type', 'label', 'value'),
    published('form_options').select<FormOptionRow[]>('list', 'label', 'value'),
  ]);
  return formOptionsFromRows(projectTypes, specificTypes, formOptions);
}

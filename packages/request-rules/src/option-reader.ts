// The one reader of the option lists from the database (Directus' knex), for the request-form
// endpoint and hooks (published options only: what a prospect may choose) and for the
// confirmation e-mail (every option, hidden ones too: an answer reads as the label the prospect
// chose). Both in the editors' order: by `sort`, ties in creation order.
import type { Knex } from 'knex';
import { formOptionsFromRows, type FormOptionRow, type ProjectTypeRow, type SpecificTypeRow } from './cms-rows';
import type { FormOptions } from './options';

/** An option's follow-up (docs/decisions/041-follow-up-questions.md), in each of the three collections. */
const FOLLOW_UP_COLUMNS = ['follow_up', 'follow_up_label', 'follow_up_required'] as const;

/** `published`: the options a prospect may choose now; `every`: hidden ones too. */
export type OptionRows = 'published' | 'every';

export async function readFormOptions(database: Knex, rows: OptionRows): Promise<FormOptions> {
  const read = (collection: string) => {
    const query = database(collection).orderBy([{ column: 'sort' }, { column: 'id' }]);
    return rows === 'published' ? query.where({ status: 'published' }) : query;
  };
  const [projectTypes, specificTypes, formOptions] = await Promise.all([
    read('project_types').select<ProjectTypeRow[]>(
      'id',
      'label',
      'value',
      'keywords',
      'service_classes',
      'is_fallback',
      'translations',
      ...FOLLOW_UP_COLUMNS,
    ),
    read('specific_project_types').select<SpecificTypeRow[]>(
      'project_type',
      'label',
      'value',
      'translations',
      ...FOLLOW_UP_COLUMNS,
    ),
    read('form_options').select<FormOptionRow[]>('list', 'label', 'value', 'translations', ...FOLLOW_UP_COLUMNS),
  ]);
  return formOptionsFromRows(projectTypes, specificTypes, formOptions);
}

// The published option lists in memory, for the request-form endpoint: the definition, every
// validation and every submit use them, and re-reading three tables for each would make a
// submit cost a third more than Directus' own insert. The copy is dropped the moment an option
// changes: by this instance's action hooks (src/options-sync), and, with several Directus
// instances sharing Redis, by the message the changing instance publishes there.
import type { FormOptions } from '@agency/request-rules/options';
import type { Knex } from 'knex';
import { loadFormOptions } from './form-options';

/** The collections the option lists are read from. */
export const OPTION_COLLECTIONS = new Set(['project_types', 'specific_project_types', 'form_options']);

export interface OptionsCache {
  get: () => Promise<FormOptions>;
  /** Forgets the copy: the next use reads the tables again. */
  invalidate: () => void;
}

export function createOptionsCache(load: () => Promise<FormOptions>): OptionsCache {
  let current: Promise<FormOptions> | undefined;
  return {
    get() {
      if (!current) {
        const loading = load();
        current = loading;
        // A failed read is not kept: the next use tries again.
        loading.catch(() => {
          if (current === loading) current = undefined;
        });
      }
      return current;
    },
    invalidate() {
      current = undefined;
    },
  };
}

// One copy per Directus process, shared by the endpoint and the hook of this bundle.
let shared: OptionsCache | undefined;

export function sharedOptionsCache(database: Knex): OptionsCache {
  shared ??= createOptionsCache(() => loadFormOptions(database));
  return shared;
}

// Reads the option lists as they are published now, from the database (the one reader of
// packages/request-rules). The endpoint keeps the result in memory (options-cache.ts) and drops
// it on every change, so an editor's change shows at the next form opening, and submit checks
// against it.
import { readFormOptions } from '@agency/request-rules/option-reader';
import type { FormOptions } from '@agency/request-rules/options';
import type { Knex } from 'knex';

export const loadFormOptions = (database: Knex): Promise<FormOptions> => readFormOptions(database, 'published');

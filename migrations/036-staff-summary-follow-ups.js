// The staff notification shows the answers to follow-up questions
// (docs/decisions/041-follow-up-questions.md): the flow's "Read the request" step reads
// `follow_ups` too. Like 008, this keeps a frozen copy of the staff summary's fields
// (packages/request-rules/src/catalogue.ts, STAFF_SUMMARY_FIELDS), which the request-notifications
// unit tests compare with the code. A step an administrator removed is left alone; `down` puts
// 008's list back.
import { SUMMARY_FIELDS as FIELDS_OF_008 } from './008-request-notification-flow.js';
import { REQUEST_FLOW_OPERATION_IDS as IDS } from './lib/ids.js';

export const SUMMARY_FIELDS = [...FIELDS_OF_008, 'follow_ups'];

async function readFields(knex, fields) {
  const step = await knex('directus_operations').where({ id: IDS.readRequest }).first('options');
  if (!step) return;
  const options = typeof step.options === 'string' ? JSON.parse(step.options) : (step.options ?? {});
  options.query = { ...options.query, fields };
  await knex('directus_operations')
    .where({ id: IDS.readRequest })
    .update({ options: JSON.stringify(options) });
}

export const up = (knex) => readFields(knex, SUMMARY_FIELDS);
export const down = (knex) => readFields(knex, FIELDS_OF_008);

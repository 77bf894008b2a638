// One flow (of the 5 the free core tier allows) tells the agency about every new request. It
// runs after the request is stored (event trigger, non-blocking "action"), whoever created it:
//
//   Read the request ─► Not spam? ─► Read the active Staff users ─► Request summary
//        ─► Notify staff (in-app) ─► E-mail configured? ─► E-mail the agency inbox
//
// Built from core operations, so staff and administrators see and can change every step under
// Settings → Flows; only "Request summary" is ours (extensions/request-notifications): it escapes
// the prospect's text for Markdown and HTML, builds the admin link from PUBLIC_URL, and decides
// whether REQUEST_NOTIFY_EMAIL can be mailed (set, and an e-mail transport configured), with the
// reason in the flow's log when it cannot.
import { REQUEST_FLOW_ID, REQUEST_FLOW_OPERATION_IDS as IDS, STAFF_ROLE_ID } from './lib/ids.js';

// What the summary shows; the rest of the request (internal notes, fingerprints) stays out of the
// flow's logs. A migration is a frozen record of what it did: this list is a copy of the staff
// summary's fields as they were then (packages/request-rules/src/catalogue.ts, STAFF_SUMMARY_FIELDS),
// kept here on purpose. When the summary reads another field, a new migration updates the flow's
// "Read the request" step; the request-notifications unit tests compare the two.
export const SUMMARY_FIELDS = [
  'id',
  'status',
  'date_submitted',
  'first_name',
  'last_name',
  'title',
  'company',
  'email',
  'phone',
  'project',
  'project_type',
  'explanation',
  'budget',
  'timeline',
  'next_step',
  'research',
  'service_name',
  'source_url',
];

const FLOW = {
  id: REQUEST_FLOW_ID,
  name: 'New request: notify staff',
  icon: 'notifications_active',
  color: '#E4572E',
  description:
    'In-app notification to every active Staff user and an e-mail to REQUEST_NOTIFY_EMAIL for each new request; spam notifies nobody.',
  status: 'active',
  trigger: 'event',
  accountability: 'all',
  options: { type: 'action', scope: ['items.create'], collections: ['requests'] },
};

// In flow order. `resolve`/`reject`: the key of the next step, or null to stop. Positions are the
// flow editor's grid units: the main path runs left to right.
const OPERATIONS = [
  {
    id: IDS.readRequest,
    key: 'request',
    name: 'Read the request',
    type: 'item-read',
    options: {
      collection: 'requests',
      key: ['{{$trigger.key}}'],
      permissions: '$full',
      emitEvents: false,
      query: { fields: SUMMARY_FIELDS },
    },
    resolve: 'not_spam',
    reject: null,
  },
  {
    id: IDS.notSpam,
    key: 'not_spam',
    name: 'Not spam?',
    type: 'condition',
    options: { filter: { request: { status: { _neq: 'spam' } } } },
    resolve: 'staff',
    reject: null,
  },
  {
    id: IDS.readStaff,
    key: 'staff',
    name: 'Read the active Staff users',
    type: 'item-read',
    options: {
      collection: 'directus_users',
      permissions: '$full',
      emitEvents: false,
      query: {
        filter: { _and: [{ role: { _eq: STAFF_ROLE_ID } }, { status: { _eq: 'active' } }] },
        fields: ['id'],
        limit: -1,
      },
    },
    resolve: 'summary',
    reject: null,
  },
  {
    id: IDS.summary,
    key: 'summary',
    name: 'Request summary',
    type: 'request-summary',
    options: { request: '{{request}}', recipients: '{{staff}}' },
    resolve: 'notify_staff',
    reject: null,
  },
  {
    id: IDS.notifyStaff,
    key: 'notify_staff',
    name: 'Notify staff',
    type: 'notification',
    options: {
      recipient: '{{summary.recipients}}',
      subject: '{{summary.subject}}',
      message: '{{summary.message}}',
      collection: 'requests',
      item: '{{summary.request_id}}',
      permissions: '$full',
    },
    resolve: 'mail_enabled',
    // A failed notification must not cost the agency its e-mail.
    reject: 'mail_enabled',
  },
  {
    id: IDS.mailEnabled,
    key: 'mail_enabled',
    name: 'E-mail configured?',
    type: 'condition',
    options: { filter: { summary: { send_mail: { _eq: true } } } },
    resolve: 'send_mail',
    reject: null,
  },
  {
    id: IDS.sendMail,
    key: 'send_mail',
    name: 'E-mail the agency inbox',
    type: 'mail',
    options: {
      to: ['{{summary.mail_to}}'],
      subject: '{{summary.mail_subject}}',
      type: 'template',
      template: 'base',
      data: { html: '{{summary.mail_html}}' },
    },
    resolve: null,
    reject: null,
  },
];

const GRID_STEP = 18;

export async function up(knex) {
  const idOf = Object.fromEntries(OPERATIONS.map((operation) => [operation.key, operation.id]));
  await knex('directus_flows').insert({ ...FLOW, options: JSON.stringify(FLOW.options), operation: null });
  // Last first: each operation points at operations that already exist.
  for (const [index, operation] of [...OPERATIONS.entries()].reverse()) {
    await knex('directus_operations').insert({
      id: operation.id,
      flow: FLOW.id,
      key: operation.key,
      name: operation.name,
      type: operation.type,
      options: JSON.stringify(operation.options),
      position_x: 19 + index * GRID_STEP,
      position_y: 1,
      resolve: operation.resolve ? idOf[operation.resolve] : null,
      reject: operation.reject ? idOf[operation.reject] : null,
    });
  }
  await knex('directus_flows').where({ id: FLOW.id }).update({ operation: OPERATIONS[0].id });
}

export async function down(knex) {
  await knex('directus_flows').where({ id: FLOW.id }).update({ operation: null });
  await knex('directus_operations').where({ flow: FLOW.id }).update({ resolve: null, reject: null });
  await knex('directus_operations').where({ flow: FLOW.id }).delete();
  await knex('directus_flows').where({ id: FLOW.id }).delete();
}

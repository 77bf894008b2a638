import { defineOperationApp } from '@directus/extensions-sdk';
import { OPERATION_ID } from './operation';

export default defineOperationApp({
  id: OPERATION_ID,
  name: 'Request summary',
  icon: 'summarize',
  description:
    'Escaped notification and e-mail texts for a new request, the Staff users to notify, and whether REQUEST_NOTIFY_EMAIL can be mailed',
  overview: ({ request, recipients }) => [
    { label: 'Request', text: String(request ?? '') },
    { label: 'Recipients', text: String(recipients ?? '') },
  ],
  options: [
    {
      field: 'request',
      name: 'Request',
      type: 'string',
      meta: {
        width: 'full',
        interface: 'input',
        note: 'The stored request, read by an earlier step, e.g. {{request}}',
        options: { font: 'monospace' },
      },
    },
    {
      field: 'recipients',
      name: 'Recipients',
      type: 'string',
      meta: {
        width: 'full',
        interface: 'input',
        note: 'Users to notify (a list of users or ids), e.g. {{staff}}',
        options: { font: 'monospace' },
      },
    },
  ],
});

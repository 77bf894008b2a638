import { existsSync } from 'node:fs';
import { isRecord } from '@agency/contract/guards';
import { defineOperationApi } from '@directus/extensions-sdk';
import { mailSettings } from './mail-settings';
import { OPERATION_ID } from './operation';
import { buildRequestSummary } from './request-summary';

interface Options {
  /** The request, as read by the previous step ({{request}}). */
  request?: unknown;
  /** The users to notify ({{staff}}). */
  recipients?: unknown;
}

/** Options arrive as values when they are a bare {{key}}, as JSON text when typed in by hand. */
function fromOption(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export default defineOperationApi<Options>({
  id: OPERATION_ID,
  handler: ({ request, recipients }, { env }) => {
    const record = fromOption(request);
    if (!isRecord(record)) {
      throw new Error('Request summary: the "request" option must be the request read by the previous step');
    }
    return buildRequestSummary(record, fromOption(recipients), {
      publicUrl: String(env['PUBLIC_URL'] ?? ''),
      mail: mailSettings(env, existsSync),
    });
  },
});

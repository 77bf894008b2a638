// A request's follow-up answers in CSV exports (README "Hand-off"): the request stores them as a
// list ([{ field, option, question, answer }], docs/decisions/041-follow-up-questions.md), which a
// spreadsheet would show as JSON. In a CSV cell they read as the request page shows them: each
// question and its answer, one to a line.
import { isRecord } from '@agency/contract/guards';

export const FOLLOW_UPS_FIELD = 'follow_ups';

/** "Describe the project type: Murals for a museum shop", one line per answer; anything else as it is. */
export function followUpsText(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const lines = value.map((entry) =>
    isRecord(entry) && typeof entry.question === 'string' && typeof entry.answer === 'string'
      ? `${entry.question}: ${entry.answer}`
      : null,
  );
  return lines.every((line) => line !== null) ? lines.join('\n') : value;
}

/** The records with every top-level `follow_ups` list as text. */
export function followUpsAsText(input: unknown): unknown {
  if (!Array.isArray(input)) return input;
  return input.map((record) =>
    isRecord(record) && FOLLOW_UPS_FIELD in record
      ? { ...record, [FOLLOW_UPS_FIELD]: followUpsText(record[FOLLOW_UPS_FIELD]) }
      : record,
  );
}

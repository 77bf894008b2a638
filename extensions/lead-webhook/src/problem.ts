// What staff read on a request whose hand-off failed for good (README "Hand-off: webhook and CSV
// export"): what happened and what to do, in words. The receiver's own answer (its status text and
// body, the address refused and why) stays in Webhook Deliveries and the log, for an administrator.
import type { AttemptOutcome } from './send';

/** How the last attempt ended, or that the webhook was turned off before the request was sent. */
export type LastAnswer =
  | { outcome: 'answered'; statusCode: number }
  | { outcome: Exclude<AttemptOutcome, 'answered'> }
  | { outcome: 'turned-off' };

const WHAT_TO_DO =
  'Copy the lead into that tool by hand, or ask an administrator to check the webhook address under Webhook Settings (the details are in Webhook Deliveries).';

function lastTime(last: LastAnswer): string {
  switch (last.outcome) {
    case 'answered':
      return last.statusCode >= 300 && last.statusCode < 400
        ? `the address answered ${last.statusCode}, a redirect, which is not followed`
        : `the address answered ${last.statusCode}`;
    case 'address-refused':
      return 'the address was refused, as it is not a public internet address';
    default:
      return 'no answer';
  }
}

/** The words for a request whose delivery was given up after `attempts` tries. */
export function givenUpWords(attempts: number, last: LastAnswer): string {
  if (last.outcome === 'turned-off')
    return "This lead was not sent to the agency's other tool: the webhook was turned off before it went. Copy the lead into that tool by hand if it belongs there.";
  const tries = attempts === 1 ? '1 try' : `${attempts} tries`;
  return `The agency's other tool did not accept this lead after ${tries} (last time: ${lastTime(last)}). ${WHAT_TO_DO}`;
}

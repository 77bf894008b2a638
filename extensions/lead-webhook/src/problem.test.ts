import { describe, expect, it } from 'vitest';
import { givenUpWords } from './problem';

describe('a hand-off given up, as staff read it on the request', () => {
  it.each([
    [
      'a server error',
      29,
      { outcome: 'answered', statusCode: 500 } as const,
      /after 29 tries \(last time: the address answered 500\)/,
    ],
    ['a refusal', 3, { outcome: 'answered', statusCode: 401 } as const, /the address answered 401\)/],
    [
      'a redirect',
      2,
      { outcome: 'answered', statusCode: 301 } as const,
      /answered 301, a redirect, which is not followed/,
    ],
    ['no answer', 29, { outcome: 'no-answer' } as const, /\(last time: no answer\)/],
    ['one try only', 1, { outcome: 'no-answer' } as const, /after 1 try \(/],
    ['a refused address', 5, { outcome: 'address-refused' } as const, /the address was refused, as it is not a public/],
  ])('%s: what happened and what to do', (_name, attempts, last, happened) => {
    const words = givenUpWords(attempts, last);
    expect(words).toMatch(happened);
    expect(words).toMatch(/^The agency's other tool did not accept this lead/);
    expect(words).toContain(
      'Copy the lead into that tool by hand, or ask an administrator to check the webhook address under Webhook Settings',
    );
  });

  it('a webhook turned off before the lead went says so, without blaming the address', () => {
    const words = givenUpWords(0, { outcome: 'turned-off' });
    expect(words).toContain('the webhook was turned off before it went');
    expect(words).toContain('Copy the lead into that tool by hand');
    expect(words).not.toContain('webhook address');
  });
});

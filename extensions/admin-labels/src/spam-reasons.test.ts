import { describe, expect, it } from 'vitest';
import { reasonsOf } from './spam-reasons';

describe('spam reasons', () => {
  it('reads one reason a line, and an older request’s single reason as one', () => {
    expect(reasonsOf('Hidden field filled in\nForm token already used\nProof of work already used')).toEqual([
      'Hidden field filled in',
      'Form token already used',
      'Proof of work already used',
    ]);
    expect(reasonsOf('No valid form token')).toEqual(['No valid form token']);
    expect(reasonsOf(' No proof of work \n\n')).toEqual(['No proof of work']);
    expect(reasonsOf(null)).toEqual([]);
    expect(reasonsOf('')).toEqual([]);
  });
});

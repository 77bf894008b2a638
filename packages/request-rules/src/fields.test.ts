import { describe, expect, it } from 'vitest';
import { STEP_INDEXES, isStepIndex } from './fields';

describe('a step of the form (docs/product.md "The request form")', () => {
  it('is one of the four steps, 0 to 3', () => {
    expect(STEP_INDEXES).toEqual([0, 1, 2, 3]);
    for (const step of STEP_INDEXES) expect(isStepIndex(step)).toBe(true);
  });

  it('is nothing else: no fifth step, no fraction, no text or other kind of value', () => {
    for (const value of [-1, 4, 1.5, Number.NaN, '1', null, undefined, {}, [1]]) expect(isStepIndex(value)).toBe(false);
  });
});

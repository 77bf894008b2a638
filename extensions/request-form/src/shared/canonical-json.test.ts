import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

// A retry of the same request must get the same fingerprint (docs/product.md "The request-form endpoint").
describe('canonical JSON (the idempotency fingerprint)', () => {
  it('gives the same text for the same body, whatever the order of its keys, at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ email: 'a@b.io', project: ['Other'] })).toBe(
      canonicalJson({ project: ['Other'], email: 'a@b.io' }),
    );
  });

  it('sorts keys by code unit, not by locale (upper case before lower case, "b" before "ä")', () => {
    expect(canonicalJson({ b: 1, B: 2, ä: 3, a: 4 })).toBe('{"B":2,"a":4,"b":1,"ä":3}');
  });

  it('keeps the order of lists: another order is another request', () => {
    expect(canonicalJson(['b', 'a'])).toBe('["b","a"]');
    expect(canonicalJson({ list: ['b', 'a'] })).not.toBe(canonicalJson({ list: ['a', 'b'] }));
  });

  it('tells different values apart', () => {
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson({ a: '' })).not.toBe(canonicalJson({ a: null }));
    expect(canonicalJson('text')).toBe('"text"');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson({})).toBe('{}');
  });
});

import { describe, expect, it } from 'vitest';
import { databaseTime, errorCode, eventKeys, isRecord, jsonField } from './guards';

describe('a record', () => {
  it('is a plain object, empty or not', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
  });

  it('is never null, an array or a scalar', () => {
    for (const value of [null, undefined, [], [1], 'text', 1, true]) expect(isRecord(value)).toBe(false);
  });
});

describe('the code of an error', () => {
  it('is its `code` when that is text', () => {
    expect(errorCode(Object.assign(new Error('no host'), { code: 'ENOTFOUND' }))).toBe('ENOTFOUND');
    expect(errorCode({ code: 'RECORD_NOT_UNIQUE' })).toBe('RECORD_NOT_UNIQUE');
  });

  it('is undefined without one, for a code that is not text, and for what is not an object', () => {
    expect(errorCode(new Error('plain'))).toBeUndefined();
    expect(errorCode({ code: 42 })).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode('ENOTFOUND')).toBeUndefined();
  });
});

describe('the keys of an event', () => {
  it('are the ids of meta.keys, text or numbers', () => {
    expect(eventKeys({ keys: [1, 'a-uuid'] })).toEqual([1, 'a-uuid']);
  });

  it('are none when meta has no list of keys', () => {
    expect(eventKeys({})).toEqual([]);
    expect(eventKeys({ keys: null })).toEqual([]);
    expect(eventKeys({ keys: 'not-a-list' })).toEqual([]);
  });

  it('leave out what cannot be a key', () => {
    expect(eventKeys({ keys: [1, null, { id: 2 }, '3'] })).toEqual([1, '3']);
  });
});

describe('a time from the database', () => {
  it('is the same instant whether a Date, milliseconds or text', () => {
    const instant = Date.UTC(2026, 10, 27, 9, 0, 0);
    expect(databaseTime(new Date(instant)).getTime()).toBe(instant);
    expect(databaseTime(instant).getTime()).toBe(instant);
    expect(databaseTime('2026-11-27T09:00:00.000Z').getTime()).toBe(instant);
  });

  it('is no time for anything else', () => {
    for (const value of [undefined, {}, true]) expect(databaseTime(value).getTime()).toBeNaN();
  });
});

describe('a JSON column as the database hands it over', () => {
  it('is the parsed value of text (SQLite) and the value itself otherwise (PostgreSQL)', () => {
    expect(jsonField('{"es":{"name":"Diseño"}}')).toEqual({ es: { name: 'Diseño' } });
    expect(jsonField({ es: {} })).toEqual({ es: {} });
    expect(jsonField(null)).toBeNull();
    expect(jsonField('[1,2]')).toEqual([1, 2]);
  });

  it('is no value when its text is no JSON', () => {
    expect(jsonField('{not json')).toBeNull();
  });
});

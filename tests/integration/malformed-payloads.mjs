// Generates hostile or broken submissions, deterministically (seeded), each of which must be
// refused: wrong types, huge strings, NUL and control bytes, unknown keys, triage-field
// injection, arrays, broken JSON, wrong content types, missing or unpublished values.
import { FORM_STEPS, maxLengthOf } from '@agency/request-rules/catalogue';
import { CONTEXT_FIELDS } from '@agency/request-rules/fields';

/** @param {number} seed */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WRONG_TYPES = [42, -1, 3.14, true, false, { nested: 'object' }, ['a', 'b'], [[]], [{}], 1e308];
const HOSTILE_STRINGS = [
  'nul\u0000byte',
  '\u0000',
  'bell\u0007',
  'escape\u001b[31m',
  'del\u007f',
  'line\nbreak',
  'x'.repeat(6000),
  'é'.repeat(3000),
];
const INJECTIONS = [
  ['status', 'won'],
  ['status', 'new'],
  ['assignee', '00000000-0000-0000-0000-000000000000'],
  ['internal_notes', 'pwned'],
  ['id', '11111111-1111-1111-1111-111111111111'],
  ['date_submitted', '1999-01-01T00:00:00Z'],
  ['idempotency_key', 'steal'],
  ['spam_reason', null],
  ['__proto__', { polluted: true }],
  ['constructor', { prototype: { polluted: true } }],
  ['unknown_field', 'x'],
];
// The field lists come from the rule set's catalogue, so a new field is attacked too.
const REQUIRED = FORM_STEPS.flatMap((step) => step.fields.filter((field) => field.required).map((field) => field.name));
const OPTION_FIELDS = FORM_STEPS.flatMap((step) =>
  step.fields.filter((field) => field.options).map((field) => field.name),
);
const TEXT_FIELDS = [
  ...FORM_STEPS.flatMap((step) => step.fields.filter((field) => !field.options).map((field) => field.name)),
  ...Object.keys(CONTEXT_FIELDS),
];
const MULTILINE_FIELDS = new Set(
  FORM_STEPS.flatMap((step) => step.fields.filter((field) => field.multiline).map((field) => field.name)),
);

// Control characters the rules refuse; a text area takes line breaks and tabs.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REFUSED_IN_TEXT_AREAS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REFUSED_IN_ONE_LINE = /[\u0000-\u001F\u007F]/;

/**
 * A hostile string the field must refuse: one the field would take (a line break where line breaks
 * are allowed, a long text within its limit) becomes one character over its limit instead.
 * @param {string} field
 * @param {string} value
 */
function refusedIn(field, value) {
  const limit = maxLengthOf(field) ?? 0;
  const refused = MULTILINE_FIELDS.has(field) ? REFUSED_IN_TEXT_AREAS : REFUSED_IN_ONE_LINE;
  return value.length > limit || refused.test(value) ? value : 'x'.repeat(limit + 1);
}

/**
 * @param {Record<string, unknown>} valid a complete valid request
 * @param {number} count
 * @param {number} [seed]
 * @returns {{ label: string, body: string, contentType: string }[]}
 */
export function malformedPayloads(valid, count, seed = 20261121) {
  const random = seededRandom(seed);
  /**
   * @template T
   * @param {readonly T[]} list
   * @returns {T}
   */
  const pick = (list) => /** @type {T} */ (list[Math.floor(random() * list.length)]);
  const json = (/** @type {unknown} */ value) => JSON.stringify(value);
  const kinds = [
    () => {
      const field = pick([...REQUIRED, ...TEXT_FIELDS]);
      return { label: `wrong type in ${field}`, body: json({ ...valid, [field]: pick(WRONG_TYPES) }) };
    },
    () => {
      const field = pick(TEXT_FIELDS);
      return {
        label: `hostile string in ${field}`,
        body: json({ ...valid, [field]: refusedIn(field, pick(HOSTILE_STRINGS)) }),
      };
    },
    () => {
      const [key, value] = pick(INJECTIONS);
      // Written as text so that "__proto__" arrives as a key, as a hostile client would send it.
      return { label: `injected ${key}`, body: `{${json(key)}:${json(value)},${json(valid).slice(1)}` };
    },
    () => ({ label: 'array body', body: json([valid]) }),
    () => ({ label: 'scalar body', body: json(pick(['text', 1, null, true])) }),
    () => {
      const text = json(valid);
      const cut = 1 + Math.floor(random() * (text.length - 2));
      return { label: 'broken JSON', body: text.slice(0, cut) };
    },
    () => ({
      label: 'wrong content type',
      body: json(valid),
      contentType: pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
      ]),
    }),
    () => {
      const field = pick(REQUIRED);
      const { [field]: _removed, ...rest } = valid;
      return { label: `missing ${field}`, body: json(rest) };
    },
    () => {
      const field = pick(OPTION_FIELDS);
      return {
        label: `unpublished value in ${field}`,
        body: json({ ...valid, [field]: pick(['Free', 'other', 'DROP TABLE requests', '$1', 'x'.repeat(200)]) }),
      };
    },
    () => ({ label: 'project list with two types', body: json({ ...valid, project: ['Digital / Web', 'Other'] }) }),
    () => ({
      label: 'invalid email',
      body: json({
        ...valid,
        email: pick(['a@b', 'a@b.c', 'a@b.abcde', '@example.com', 'a b@example.com', 'a@example..com']),
      }),
    }),
    () => ({
      label: 'huge body',
      body: json({ ...valid, explanation: 'y'.repeat(50_000 + Math.floor(random() * 200_000)) }),
    }),
  ];
  return Array.from({ length: count }, () => {
    const payload = pick(kinds)();
    return { contentType: 'application/json', ...payload };
  });
}

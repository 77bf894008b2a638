// Generates hostile or broken submissions, deterministically (seeded), each of which must be
// refused: wrong types, huge strings, NUL and control bytes, unknown keys, triage-field
// injection, arrays, broken JSON, wrong content types, missing or unpublished values.

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
const REQUIRED = ['project', 'first_name', 'last_name', 'email', 'research', 'budget', 'timeline', 'next_step'];
const OPTION_FIELDS = ['project', 'project_type', 'research', 'budget', 'timeline', 'next_step'];
const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'title',
  'company',
  'email',
  'phone',
  'explanation',
  'service_name',
  'utm_source',
];

/**
 * @param {Record<string, unknown>} valid a complete valid request
 * @returns {{ label: string, body: string, contentType: string }[]}
 */
export function malformedPayloads(valid, count, seed = 20261121) {
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const json = (value) => JSON.stringify(value);
  const kinds = [
    () => {
      const field = pick([...REQUIRED, ...TEXT_FIELDS]);
      return { label: `wrong type in ${field}`, body: json({ ...valid, [field]: pick(WRONG_TYPES) }) };
    },
    () => {
      const field = pick(TEXT_FIELDS);
      const value = pick(HOSTILE_STRINGS);
      // explanation may hold line breaks; give it something it must refuse instead
      const allowedInExplanation = value.includes('\n') || value.startsWith('é');
      const hostile = field === 'explanation' && allowedInExplanation ? 'x'.repeat(6000) : value;
      return { label: `hostile string in ${field}`, body: json({ ...valid, [field]: hostile }) };
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

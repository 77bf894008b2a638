// Vendor-neutral view of a Directus schema snapshot. The committed snapshot is applied to SQLite
// and to PostgreSQL; Directus compares column details that differ by vendor for the same field
// type (data_type "varchar" vs "character varying", integer precision, uuid length), which would
// otherwise show as a change on every apply. Shared by cms/setup.mjs and the drift tests.

// Field types whose column details are decided by the field type alone, per vendor.
const VENDOR_SIZED_TYPES = new Set([
  'integer',
  'bigInteger',
  'boolean',
  'text',
  'json',
  'csv',
  'uuid',
  'hash',
  'timestamp',
  'dateTime',
  'date',
  'time',
  'geometry',
]);

function vendorSpecificKeys(type) {
  return VENDOR_SIZED_TYPES.has(type)
    ? ['data_type', 'max_length', 'numeric_precision', 'numeric_scale']
    : ['data_type'];
}

const fieldKey = (field) => `${field.collection}.${field.field}`;

/**
 * Returns a copy of `target` in which every field that `current` already has with the same type
 * takes the vendor-specific column details of `current`. What remains different is a real change.
 */
export function adaptSnapshotToVendor(target, current) {
  const currentFields = new Map(current.fields.map((field) => [fieldKey(field), field]));
  const adapted = structuredClone(target);
  adapted.vendor = current.vendor;
  for (const field of adapted.fields) {
    const existing = currentFields.get(fieldKey(field));
    if (!existing || existing.type !== field.type || !field.schema || !existing.schema) continue;
    for (const key of vendorSpecificKeys(field.type)) field.schema[key] = existing.schema[key];
  }
  return adapted;
}

const byKey = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** JSON with object keys sorted, so that key order never counts as a difference. */
function canonicalJson(value) {
  return JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => byKey(a, b)))
      : inner,
  );
}

/** The snapshot without vendor details, sorted, for comparing two snapshots for equality. */
export function neutralSnapshot(snapshot) {
  const strip = (field) => {
    const copy = structuredClone(field);
    // Like Directus' own diff: an auto-increment primary key is compared without its column
    // details (PostgreSQL reports a sequence default and a unique flag, SQLite does not).
    if (copy.schema?.is_primary_key && copy.schema.has_auto_increment) delete copy.schema;
    if (copy.schema) for (const key of vendorSpecificKeys(copy.type)) delete copy.schema[key];
    return copy;
  };
  return {
    collections: [...snapshot.collections].sort((a, b) => byKey(a.collection, b.collection)),
    fields: snapshot.fields.map(strip).sort((a, b) => byKey(fieldKey(a), fieldKey(b))),
    relations: [...snapshot.relations].sort((a, b) => byKey(fieldKey(a), fieldKey(b))),
    systemFields: [...(snapshot.systemFields ?? [])].sort((a, b) => byKey(fieldKey(a), fieldKey(b))),
  };
}

export function sameSchema(a, b) {
  return canonicalJson(neutralSnapshot(a)) === canonicalJson(neutralSnapshot(b));
}

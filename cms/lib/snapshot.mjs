// Vendor-neutral view of a Directus schema snapshot. The committed snapshot is applied to SQLite
// and to PostgreSQL; Directus compares column details that differ by vendor for the same field
// type (data_type "varchar" vs "character varying", integer precision, uuid length), which would
// otherwise show as a change on every apply. Shared by cms/setup.mjs and the drift tests.

/**
 * The parts of a snapshot (`directus schema snapshot --format json`) read here; the rest is
 * carried along unchanged.
 * @typedef {{ data_type?: string | null, max_length?: number | null, is_primary_key?: boolean, has_auto_increment?: boolean } & Record<string, unknown>} ColumnSchema
 * @typedef {{ collection: string, field: string, type: string, schema?: ColumnSchema | null } & Record<string, unknown>} SnapshotField
 * @typedef {{ collection: string, field: string, schema?: ({ constraint_name?: string | null } & Record<string, unknown>) | null } & Record<string, unknown>} SnapshotRelation
 * @typedef {{
 *   vendor?: string,
 *   collections: Array<{ collection: string } & Record<string, unknown>>,
 *   fields: SnapshotField[],
 *   relations: SnapshotRelation[],
 *   systemFields?: Array<{ collection: string, field: string } & Record<string, unknown>>,
 * } & Record<string, unknown>} Snapshot
 */

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

/** @param {string} type */
function vendorSpecificKeys(type) {
  return VENDOR_SIZED_TYPES.has(type)
    ? ['data_type', 'max_length', 'numeric_precision', 'numeric_scale']
    : ['data_type'];
}

/** @param {{ collection: string, field: string }} field */
const fieldKey = (field) => `${field.collection}.${field.field}`;

/**
 * SQLite has no uuid column type: Directus stores uuids as char(36) and reads such a column back as
 * type "string" unless the field is a file or generates uuids, while PostgreSQL reports "uuid".
 * Directus creates a "binary" field as bytea on PostgreSQL but reads bytea back as "unknown"
 * (SQLite's blob reads back as "binary"). The committed snapshot says what the field is ("uuid",
 * "binary"); this maps each database's reading onto it.
 * @param {SnapshotField} field
 */
function semanticType(field) {
  const schema = field.schema;
  if (field.type === 'string' && schema && /^char/.test(schema.data_type ?? '') && schema.max_length === 36)
    return 'uuid';
  if (field.type === 'unknown' && schema?.data_type === 'bytea') return 'binary';
  return field.type;
}

/**
 * The snapshot as committed: uuid fields typed "uuid" whichever database it was taken from.
 * @param {Snapshot} snapshot
 */
export function canonicalSnapshot(snapshot) {
  const canonical = structuredClone(snapshot);
  for (const field of canonical.fields) field.type = semanticType(field);
  return canonical;
}

/**
 * Returns a copy of `target` in which every field that `current` already has with the same type
 * takes the vendor-specific column details of `current`. What remains different is a real change.
 * @param {Snapshot} target
 * @param {Snapshot} current
 */
export function adaptSnapshotToVendor(target, current) {
  const currentFields = new Map(current.fields.map((field) => [fieldKey(field), field]));
  const currentRelations = new Map(current.relations.map((relation) => [fieldKey(relation), relation]));
  const adapted = structuredClone(target);
  adapted.vendor = current.vendor;
  for (const field of adapted.fields) {
    const existing = currentFields.get(fieldKey(field));
    if (!existing || semanticType(existing) !== semanticType(field) || !field.schema || !existing.schema) continue;
    for (const key of vendorSpecificKeys(semanticType(field))) field.schema[key] = existing.schema[key];
    field.type = existing.type;
  }
  for (const relation of adapted.relations) {
    const existing = currentRelations.get(fieldKey(relation));
    if (existing?.schema && relation.schema) relation.schema.constraint_name = existing.schema.constraint_name;
  }
  return adapted;
}

/** @param {string} a @param {string} b */
const byKey = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * JSON with object keys sorted, so that key order never counts as a difference.
 * @param {unknown} value
 */
function canonicalJson(value) {
  return JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => byKey(a, b)))
      : inner,
  );
}

/**
 * The snapshot without vendor details, sorted, for comparing two snapshots for equality.
 * @param {Snapshot} snapshot
 */
export function neutralSnapshot(snapshot) {
  const strip = (/** @type {SnapshotField} */ field) => {
    const copy = structuredClone(field);
    copy.type = semanticType(field);
    // Like Directus' own diff: an auto-increment primary key is compared without its column
    // details (PostgreSQL reports a sequence default and a unique flag, SQLite does not).
    if (copy.schema?.is_primary_key && copy.schema.has_auto_increment) delete copy.schema;
    if (copy.schema) for (const key of vendorSpecificKeys(copy.type)) delete copy.schema[key];
    return copy;
  };
  return {
    collections: [...snapshot.collections].sort((a, b) => byKey(a.collection, b.collection)),
    fields: snapshot.fields.map(strip).sort((a, b) => byKey(fieldKey(a), fieldKey(b))),
    // Foreign key constraint names: PostgreSQL reports them, SQLite does not.
    relations: snapshot.relations
      .map((relation) => {
        const copy = structuredClone(relation);
        if (copy.schema) delete copy.schema.constraint_name;
        return copy;
      })
      .sort((a, b) => byKey(fieldKey(a), fieldKey(b))),
    systemFields: [...(snapshot.systemFields ?? [])].sort((a, b) => byKey(fieldKey(a), fieldKey(b))),
  };
}

/**
 * Whether two snapshots describe the same schema, whichever vendor each was taken from.
 * @param {Snapshot} a
 * @param {Snapshot} b
 */
export function sameSchema(a, b) {
  return canonicalJson(neutralSnapshot(a)) === canonicalJson(neutralSnapshot(b));
}

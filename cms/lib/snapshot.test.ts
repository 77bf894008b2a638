import { describe, expect, it } from 'vitest';
import {
  adaptSnapshotToVendor,
  sameSchema,
  type ColumnSchema,
  type Snapshot,
  type SnapshotField,
} from './snapshot.mjs';

const field = (type: string, schema: ColumnSchema): SnapshotField => ({
  collection: 'things',
  field: 'value',
  type,
  meta: { note: 'n' },
  schema: { name: 'value', table: 'things', is_nullable: true, ...schema },
});
const snapshot = (vendor: string, fields: SnapshotField[]): Snapshot => ({
  vendor,
  collections: [],
  fields,
  relations: [],
  systemFields: [],
});

describe('vendor-neutral snapshot comparison', () => {
  it('treats the same string field on SQLite and PostgreSQL as the same schema', () => {
    const sqlite = snapshot('sqlite', [field('string', { data_type: 'varchar', max_length: 255 })]);
    const postgres = snapshot('postgres', [field('string', { data_type: 'character varying', max_length: 255 })]);
    expect(sameSchema(sqlite, postgres)).toBe(true);
  });

  it('ignores integer precision and uuid length, which only the vendor decides', () => {
    const sqlite = snapshot('sqlite', [field('uuid', { data_type: 'char', max_length: 36 })]);
    const postgres = snapshot('postgres', [field('uuid', { data_type: 'uuid', max_length: null })]);
    expect(sameSchema(sqlite, postgres)).toBe(true);
  });

  it("takes PostgreSQL's reading of a binary field (bytea, type unknown) for the binary field it is", () => {
    const sqlite = snapshot('sqlite', [field('binary', { data_type: 'blob', max_length: null })]);
    const postgres = snapshot('postgres', [field('unknown', { data_type: 'bytea', max_length: null })]);
    expect(sameSchema(sqlite, postgres)).toBe(true);
    const adapted = adaptSnapshotToVendor(sqlite, postgres);
    expect(adapted.fields[0]).toMatchObject({ type: 'unknown', schema: { data_type: 'bytea' } });
    // Another unknown column is not taken for binary.
    const other = snapshot('postgres', [field('unknown', { data_type: 'tsvector', max_length: null })]);
    expect(sameSchema(sqlite, other)).toBe(false);
  });

  it('still sees a changed string length, a changed type or a changed note', () => {
    const base = snapshot('sqlite', [field('string', { data_type: 'varchar', max_length: 255 })]);
    expect(sameSchema(base, snapshot('sqlite', [field('string', { data_type: 'varchar', max_length: 120 })]))).toBe(
      false,
    );
    expect(sameSchema(base, snapshot('sqlite', [field('text', { data_type: 'text' })]))).toBe(false);
    const renoted = snapshot('sqlite', [
      { ...field('string', { data_type: 'varchar', max_length: 255 }), meta: { note: 'other' } },
    ]);
    expect(sameSchema(base, renoted)).toBe(false);
  });

  it('adapts only vendor details of fields that exist with the same type', () => {
    const current = snapshot('postgres', [field('string', { data_type: 'character varying', max_length: 255 })]);
    const target = snapshot('sqlite', [field('string', { data_type: 'varchar', max_length: 120 })]);
    const adapted = adaptSnapshotToVendor(target, current);
    expect(adapted.vendor).toBe('postgres');
    expect((adapted.fields[0] as { schema: object }).schema).toMatchObject({
      data_type: 'character varying',
      max_length: 120,
    });
    expect((target.fields[0] as { schema: { data_type: string } }).schema.data_type).toBe('varchar');
  });
});

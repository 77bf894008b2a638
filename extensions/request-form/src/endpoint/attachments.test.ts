import { Readable } from 'node:stream';
import type { SchemaOverview } from '@directus/types';
import type { Request, Response } from 'express';
import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../shared/config';
import { issueFormToken } from '../shared/form-token';
import type { SubmitLimiter } from '../shared/submit-limiter';
import {
  ATTACHMENTS,
  CONTENTS,
  PARKED_FULL_MESSAGE,
  uploadAttachment,
  type AttachmentDependencies,
} from './attachments';

// The cap on what all unsent attachments take together (REQUEST_FORM_PARKED_ATTACHMENTS_MB), on a
// real database: every upload from anywhere counts, and a request that names files frees space.
const SECRET = 'attachments-test-secret';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const noLimit: SubmitLimiter = { consume: async () => null };

let database: Knex;

beforeEach(async () => {
  database = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  await database.schema.createTable(ATTACHMENTS, (table) => {
    table.string('id').primary();
    table.string('request').nullable();
    table.integer('size');
    table.string('file_name');
    table.string('mime_type');
    table.string('sha256');
    table.timestamp('date_created').defaultTo(database.fn.now());
  });
  await database.schema.createTable(CONTENTS, (table) => {
    table.string('id').primary();
    table.binary('content');
  });
});

afterEach(() => database.destroy());

function dependencies(parkedMb: number): AttachmentDependencies {
  const config = readConfig({ SECRET, REQUEST_FORM_PARKED_ATTACHMENTS_MB: parkedMb });
  return {
    config,
    limiter: noLimit,
    formLimiter: noLimit,
    database,
    getSchema: async () => ({}) as SchemaOverview,
    items: () => ({
      createOne: (data) => database(ATTACHMENTS).insert(data),
      readOne: async () => ({}),
      deleteByQuery: async () => undefined,
    }),
  };
}

/** Uploads `bytes` as one file of a fresh form; the status and message it is answered with. */
async function upload(deps: AttachmentDependencies, bytes: Buffer) {
  const headers: Record<string, string> = {
    'x-form-token': issueFormToken(SECRET),
    'x-file-name': 'shot.png',
    'content-length': String(bytes.length),
  };
  const req = Object.assign(Readable.from([bytes]), {
    get: (name: string) => headers[name.toLowerCase()],
    ip: '203.0.113.9',
  });
  const answer = { status: 0, message: '', retryAfter: '' };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: { errors?: { message: string }[] }) {
      answer.message = body.errors?.[0]?.message ?? '';
      return res;
    },
    setHeader(name: string, value: string) {
      if (name.toLowerCase() === 'retry-after') answer.retryAfter = value;
      return res;
    },
  };
  await uploadAttachment(req as unknown as Request, res as unknown as Response, deps);
  return answer;
}

describe('attachments no request names yet', () => {
  it('take at most REQUEST_FORM_PARKED_ATTACHMENTS_MB together, whoever sends them', async () => {
    const deps = dependencies(1);
    const half = Buffer.concat([PNG, Buffer.alloc(512 * 1024 - PNG.length)]);
    expect((await upload(deps, half)).status).toBe(201);
    expect((await upload(deps, half)).status).toBe(201);
    const refused = await upload(deps, half);
    expect(refused).toEqual({ status: 503, message: PARKED_FULL_MESSAGE, retryAfter: '600' });
    // A request that names them frees the space.
    await database(ATTACHMENTS).update({ request: 'r-1' });
    expect((await upload(deps, half)).status).toBe(201);
    expect(await database(CONTENTS).count({ n: '*' }).first()).toEqual({ n: 3 });
  });
});

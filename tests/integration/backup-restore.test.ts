// A backup restores: content, requests, staff changes, revisions and uploaded files taken from the
// running stack come back in a fresh database and uploads folder, Directus starts on them and the
// site serves the same pages. Submissions keep arriving while the backup runs; none acknowledged
// before it started is lost (README "Operations").
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BackupError, createBackup, restoreBackup, tableCount } from '../../scripts/lib/backup.mjs';
import { freePort, startDirectus, startSiteFor } from '../../scripts/lib/stack.mjs';
import { directusFetch, directusJson } from './directus-client';
import { backdatedFormToken, postForm, validRequest } from './request-form-client';
import { createDatabase } from '../../scripts/lib/test-stack.mjs';
import type { DatabaseKind } from './global-setup';

type Server = { url: string; stop: () => Promise<void> };
type Env = Record<string, string | undefined>;

const work = mkdtempSync(path.join(tmpdir(), 'agency-backup-test-'));
const started: Server[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';

/** A new, empty database of the stack's kind, and the environment that points Directus at it. */
async function emptyDatabase(kind: DatabaseKind, name: string): Promise<Env> {
  const folder = path.join(work, name);
  mkdirSync(folder);
  const database = await createDatabase(kind, folder);
  cleanups.push(database.drop);
  return database.env;
}

const endpoint = (collection: string) =>
  collection.startsWith('directus_') ? `/${collection.slice('directus_'.length)}` : `/items/${collection}`;

/** Every id of a collection on a Directus (the stack's, or the restored one), page by page. */
async function ids(collection: string, url = inject('stack').directusUrl): Promise<string[]> {
  const all: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}${endpoint(collection)}?fields=id&sort=id&limit=500&page=${page}`, {
      headers: { Authorization: `Bearer ${inject('stack').adminToken}` },
    });
    if (!response.ok) throw new Error(`${collection} → ${response.status}: ${await response.text()}`);
    const rows = ((await response.json()) as { data: { id: string | number }[] }).data;
    all.push(...rows.map((row) => String(row.id)));
    if (rows.length < 500) return all;
  }
}

/** Reads from another Directus (the restored one) with the same admin token. */
async function restoredJson<T>(url: string, pathname: string): Promise<T> {
  const response = await fetch(`${url}${pathname}`, {
    headers: { Authorization: `Bearer ${inject('stack').adminToken}` },
  });
  if (!response.ok) throw new Error(`${pathname} → ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

let archive: string;
const acknowledgedBefore: string[] = [];
let acknowledgedDuring: string[] = [];
let before: Record<string, string[]>;
let fileId: string;
let requestId: string;
let shortLink: string;

beforeAll(async () => {
  const stack = inject('stack');
  const submit = async () => {
    const response = await postForm('submit', validRequest(backdatedFormToken()), { key: randomUUID() });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };

  // Content, a request with a staff change (a revision), an uploaded file.
  shortLink = `bk${randomUUID().slice(0, 6)}`;
  await directusJson('/items/short_links', {
    method: 'POST',
    body: JSON.stringify({ token: shortLink, target: '/creative-services', status_code: 302 }),
  });
  const form = new FormData();
  form.append('title', 'Backup check');
  form.append('file', new Blob([SVG], { type: 'image/svg+xml' }), 'backup-check.svg');
  fileId = (await directusJson<{ data: { id: string } }>('/files', { method: 'POST', body: form })).data.id;
  for (let i = 0; i < 5; i += 1) acknowledgedBefore.push(await submit());
  requestId = acknowledgedBefore[0]!;
  await directusJson(`/items/requests/${requestId}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'contacted', internal_notes: 'Called back' }),
  });

  // Submissions keep arriving while the backup is taken.
  let stop = false;
  const during = (async () => {
    while (!stop) acknowledgedDuring.push(await submit());
  })();
  await submit().then((id) => acknowledgedBefore.push(id));
  before = Object.fromEntries(
    await Promise.all(
      ['requests', 'short_links', 'services', 'portfolio_items', 'directus_files', 'directus_revisions'].map(
        async (collection) => [collection, await ids(collection)] as const,
      ),
    ),
  );
  ({ archive } = await createBackup({ env: stack.cmsEnv, outDir: path.join(work, 'archives') }));
  stop = true;
  await during;
  acknowledgedDuring = acknowledgedDuring.filter((id) => !acknowledgedBefore.includes(id));
}, 120_000);

afterAll(async () => {
  for (const server of started.reverse()) await server.stop();
  for (const cleanup of cleanups) await cleanup();
  const links = await directusJson<{ data: { id: number }[] }>(`/items/short_links?filter[token][_eq]=${shortLink}`);
  await directusFetch('/items/short_links', {
    method: 'DELETE',
    body: JSON.stringify(links.data.map((row) => row.id)),
  });
  await directusFetch('/files', { method: 'DELETE', body: JSON.stringify([fileId]) });
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let restored: Server;
  let restoredSite: Server;
  let restoredEnv: Env;

  it('restores into an empty database and uploads folder, and Directus starts on it', async () => {
    const stack = inject('stack');
    const port = await freePort();
    restoredEnv = {
      ...stack.cmsEnv,
      ...(await emptyDatabase(stack.kind, 'restored')),
      STORAGE_LOCAL_ROOT: path.join(work, 'uploads-restored'),
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CONTENT_WEBHOOK_URLS: '',
    };
    const result = await restoreBackup({ env: restoredEnv, archive });
    expect(result.manifest.database).toBe(stack.kind);
    expect(result.uploads).toBeGreaterThan(0);
    restored = await startDirectus(restoredEnv, { output: 'ignore' });
    started.push(restored);
  }, 120_000);

  it('holds every row, revision and file that existed before the backup began', async () => {
    for (const [collection, expected] of Object.entries(before)) {
      const restoredIds = new Set(await ids(collection, restored.url));
      expect(
        expected.filter((id) => !restoredIds.has(id)),
        collection,
      ).toEqual([]);
    }
    // Every submission acknowledged before the backup started; none invented.
    const requests = new Set(await ids('requests', restored.url));
    expect(acknowledgedBefore.filter((id) => !requests.has(id))).toEqual([]);
    const now = new Set(await ids('requests'));
    expect([...requests].filter((id) => !now.has(id))).toEqual([]);
    expect(acknowledgedDuring.length).toBeGreaterThan(0);

    // The staff change and its revision, exactly as stored.
    const original = await directusJson<{ data: Record<string, unknown> }>(`/items/requests/${requestId}`);
    expect(await restoredJson(restored.url, `/items/requests/${requestId}`)).toEqual(original.data);
    const revisions = await restoredJson<{ data: Record<string, unknown> | null }[]>(
      restored.url,
      `/revisions?filter[collection][_eq]=requests&filter[item][_eq]=${requestId}&fields=data&sort=id`,
    );
    expect(revisions.some((revision) => revision.data?.internal_notes === 'Called back')).toBe(true);

    // The uploaded file's bytes.
    const asset = await fetch(`${restored.url}/assets/${fileId}`, {
      headers: { Authorization: `Bearer ${inject('stack').adminToken}` },
    });
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe(SVG);
  });

  it('serves the same pages through the site', async () => {
    const stack = inject('stack');
    // The restored deployment keeps its public addresses: the admin's included (Visual Editor).
    restoredSite = await startSiteFor(
      { directusUrl: restored.url, websiteToken: stack.websiteToken },
      { SITE_RATE_LIMIT: '0', DIRECTUS_PUBLIC_URL: stack.directusUrl },
    );
    started.push(restoredSite);
    for (const page of ['/', '/creative-services/web', '/creative-design-portfolio']) {
      const [a, b] = await Promise.all([
        fetch(`${stack.webUrl}${page}`).then((response) => response.text()),
        fetch(`${restoredSite.url}${page}`).then((response) => response.text()),
      ]);
      expect(b, page).toBe(a);
    }
    const link = await fetch(`${restoredSite.url}/${shortLink}`, { redirect: 'manual' });
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toMatch(/\/creative-services$/);
  });

  it('refuses to restore over existing data without --force, and replaces it with it', async () => {
    await expect(restoreBackup({ env: restoredEnv, archive })).rejects.toThrow(BackupError);
    await expect(restoreBackup({ env: restoredEnv, archive })).rejects.toThrow(
      /Refusing to restore over existing data: the database has \d+ tables and .* holds \d+ files\. Add --force/,
    );
    for (const server of started.splice(0).reverse()) await server.stop();
    const result = await restoreBackup({ env: restoredEnv, archive, force: true });
    expect(result.uploads).toBeGreaterThan(0);
    expect(await tableCount(restoredEnv)).toBeGreaterThan(20);
  }, 120_000);

  it('refuses an archive that is not a backup of this product', async () => {
    await expect(restoreBackup({ env: restoredEnv, archive: path.join(work, 'missing.tar.gz') })).rejects.toThrow(
      /No archive at/,
    );
  });
});

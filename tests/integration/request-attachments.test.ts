import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fetchAs } from './demo-users';
import { directusFetch, directusJson } from './directus-client';
import {
  backdatedFormToken,
  fetchDefinition,
  nextIp,
  postForm,
  removeUnlinkedAttachments,
  validRequest,
  type Definition,
} from './request-form-client';

// Attachments (README "The request form", decision 020) against the real endpoint on this
// database: files judged by their content, 10 MB at most, unlinked until a request names them,
// readable by staff and administrators only, and removed when no request names them in time.
const TYPE_MESSAGE =
  'This type of file cannot be attached. Please attach a PDF, DOC, DOCX, PPT, PPTX, KEY, XLSX, PNG, JPG or ZIP file.';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A ZIP archive (stored, no compression) of these files. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const SAMPLES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]),
  zip: zip({ 'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
  docx: zip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<w:document/>',
  }),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(200)]),
};

interface Uploaded {
  id: string;
  file_name: string;
  mime_type: string;
  size: number;
}

let definition: Definition;
let token: string;
beforeAll(async () => {
  definition = await fetchDefinition();
  token = backdatedFormToken();
});
afterAll(() => removeUnlinkedAttachments());

/** One upload, from a form of its own unless a form token is given (a form takes a few uploads only). */
async function upload(content: Buffer, fileName: string, headers: Record<string, string> = {}) {
  return fetch(`${inject('stack').directusUrl}/request-form/attachments`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      'X-Form-Token': headers['X-Form-Token'] ?? (await fetchDefinition()).antiSpam.formToken,
      'X-File-Name': encodeURIComponent(fileName),
      'X-Forwarded-For': nextIp(),
      ...headers,
    },
    body: content,
  });
}

async function uploaded(content: Buffer, fileName: string): Promise<Uploaded> {
  const response = await upload(content, fileName);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: Uploaded }).data;
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string; extensions: { field?: string } }[] }).errors[0]!;

describe('uploading an attachment', () => {
  it.each([
    ['brief.pdf', 'pdf', 'application/pdf'],
    ['moodboard.png', 'png', 'image/png'],
    ['photo.jpg', 'jpg', 'image/jpeg'],
    ['assets.zip', 'zip', 'application/zip'],
    ['pitch.key', 'zip', 'application/x-iwork-keynote-sffkey'],
    ['Brief.docx', 'docx', DOCX],
  ] as const)('takes %s, judged by its content', async (name, sample, mediaType) => {
    const file = await uploaded(SAMPLES[sample], name);
    expect(file).toMatchObject({ file_name: name, mime_type: mediaType, size: SAMPLES[sample].length });
  });

  it('refuses a program renamed to .pdf, and content it does not know, with the list of types', async () => {
    for (const [content, name] of [
      [SAMPLES.exe, 'brief.pdf'],
      [SAMPLES.exe, 'setup.exe'],
      [Buffer.from('just some text, not a document'), 'notes.pdf'],
    ] as const) {
      const response = await upload(content, name);
      expect(response.status, name).toBe(400);
      expect(await errorOf(response)).toEqual({
        message: TYPE_MESSAGE,
        extensions: { code: 'FAILED_VALIDATION', field: 'attachments', step: 0 },
      });
    }
  });

  it('refuses more than 10 MB, whether announced or not, and an empty file', async () => {
    const big = Buffer.concat([SAMPLES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const announced = await upload(big, 'big.pdf');
    expect(announced.status).toBe(413);
    expect((await errorOf(announced)).message).toBe('This file is larger than 10 MB.');
    // Chunked: no Content-Length, the size is counted while reading.
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(big.subarray(0, 6 * 1024 * 1024));
        controller.enqueue(big.subarray(6 * 1024 * 1024));
        controller.close();
      },
    });
    const chunked = await fetch(`${inject('stack').directusUrl}/request-form/attachments`, {
      method: 'POST',
      headers: { 'X-Form-Token': definition.antiSpam.formToken, 'X-File-Name': 'big.pdf', 'X-Forwarded-For': nextIp() },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const exactly = await upload(
      Buffer.concat([SAMPLES.pdf, Buffer.alloc(10 * 1024 * 1024 - SAMPLES.pdf.length)]),
      'max.pdf',
    );
    expect(exactly.status).toBe(201);
    const empty = await upload(Buffer.alloc(0), 'empty.pdf');
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe('This file is empty.');
  });

  it('takes at most 6 files from one form, whatever address they come from', async () => {
    const form = (await fetchDefinition()).antiSpam.formToken;
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) {
      const response = await upload(SAMPLES.png, `shot-${n}.png`, { 'X-Form-Token': form });
      statuses.push(response.status);
      if (response.status === 429) {
        expect((await errorOf(response)).message).toBe(
          'No more files can be attached to this form. Please reopen the form to attach others.',
        );
      } else await response.arrayBuffer();
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
    expect((await upload(SAMPLES.png, 'other-form.png')).status).toBe(201);
  });

  it('needs the token of an open form', async () => {
    for (const formToken of ['', 'forged.token.value', `${definition.antiSpam.formToken}x`]) {
      const response = await upload(SAMPLES.pdf, 'brief.pdf', { 'X-Form-Token': formToken });
      expect(response.status, formToken).toBe(403);
      expect((await errorOf(response)).message).toBe(
        'This form has expired. Please reopen the form and attach the file again.',
      );
    }
  });
});

describe('attachments of a request', () => {
  it('are linked to the request that names them; staff and administrators read and download them', async () => {
    const files = [await uploaded(SAMPLES.pdf, 'brief.pdf'), await uploaded(SAMPLES.png, 'moodboard.png')];
    const body = validRequest(token, { attachments: files.map((file) => file.id) });
    const response = await postForm('submit', body, { key: randomUUID() });
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { data: { id: string } }).data;

    const { data } = await directusJson<{ data: { attachments: { id: string; file_name: string }[] } }>(
      `/items/requests/${id}?fields=attachments.id,attachments.file_name`,
    );
    expect(data.attachments.map((file) => file.file_name).sort()).toEqual(['brief.pdf', 'moodboard.png']);

    const staffRead = await fetchAs('staff', `/items/request_attachments/${files[0]!.id}?fields=file_name,request`);
    expect(staffRead.status).toBe(200);
    expect(((await staffRead.json()) as { data: { request: string } }).data.request).toBe(id);
    for (const role of ['staff', 'admin'] as const) {
      const download =
        role === 'staff'
          ? await fetchAs('staff', `/request-form/attachments/${files[0]!.id}`)
          : await directusFetch(`/request-form/attachments/${files[0]!.id}`);
      expect(download.status, role).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
      );
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await download.arrayBuffer()).equals(SAMPLES.pdf)).toBe(true);
    }
  });

  it('are private: 403 for anonymous visitors, the Website API token and editors, on the items and the download', async () => {
    const file = await uploaded(SAMPLES.pdf, 'private.pdf');
    for (const as of ['anonymous', 'website'] as const) {
      expect((await directusFetch(`/request-form/attachments/${file.id}`, { as })).status, as).toBe(403);
      expect((await directusFetch(`/items/request_attachments/${file.id}`, { as })).status, as).toBe(403);
      expect((await directusFetch(`/items/request_attachment_contents/${file.id}`, { as })).status, as).toBe(403);
      expect((await directusFetch('/items/request_attachments', { as })).status, as).toBe(403);
    }
    expect((await fetchAs('editor', `/request-form/attachments/${file.id}`)).status).toBe(403);
    expect((await fetchAs('staff', `/items/request_attachment_contents/${file.id}`)).status).toBe(403);
    expect((await directusFetch('/request-form/attachments/not-an-id', { as: 'anonymous' })).status).toBe(403);
  });

  it('refuses a request naming a file that is gone or already sent with another, or more than 3', async () => {
    const file = await uploaded(SAMPLES.pdf, 'once.pdf');
    const first = await postForm('submit', validRequest(token, { attachments: [file.id] }), { key: randomUUID() });
    expect(first.status).toBe(201);
    const tokens = [backdatedFormToken(), backdatedFormToken()];
    const again = await postForm('submit', validRequest(tokens[0]!, { attachments: [file.id] }), {
      key: randomUUID(),
    });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({
      message: 'An attached file is no longer available. Please remove it and attach it again.',
      extensions: { code: 'FAILED_VALIDATION', field: 'attachments', step: 0 },
    });
    const many = await Promise.all([1, 2, 3, 4].map((n) => uploaded(SAMPLES.png, `image-${n}.png`)));
    const tooMany = await postForm('submit', validRequest(tokens[1]!, { attachments: many.map((one) => one.id) }), {
      key: randomUUID(),
    });
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).message).toBe('Up to 3 files can be attached.');
    const notIds = await postForm('submit', validRequest(tokens[1]!, { attachments: 'x' }), {
      key: randomUUID(),
    });
    expect(notIds.status).toBe(400);
  });

  it('that no request names are removed after the allowed time (8 s here, 24 h by default), bytes included', async () => {
    const orphan = await uploaded(SAMPLES.pdf, 'orphan.pdf');
    const recent = await uploaded(SAMPLES.pdf, 'recent.pdf');
    const kept = await uploaded(SAMPLES.png, 'kept.png');
    const sent = await postForm('submit', validRequest(backdatedFormToken(), { attachments: [kept.id] }), {
      key: randomUUID(),
    });
    expect(sent.status).toBe(201);
    // The clean-up reads each row's upload time: the orphan and the sent file were uploaded 9 s
    // ago as far as it can tell, past the allowed time, without the test waiting it out.
    await uploadedSecondsAgo([orphan.id, kept.id], 9);
    // The next upload sweeps.
    await uploaded(SAMPLES.jpg, 'next.jpg');
    const ids = (
      await directusJson<{ data: { id: string }[] }>(
        `/items/request_attachments?filter[id][_in]=${orphan.id},${recent.id},${kept.id}&fields=id`,
      )
    ).data;
    expect(ids.map((row) => row.id).sort()).toEqual([recent.id, kept.id].sort());
    expect((await directusFetch(`/items/request_attachment_contents/${orphan.id}`)).status).toBe(403);
    expect((await directusFetch(`/items/request_attachment_contents/${recent.id}`)).status).toBe(200);
    expect((await directusFetch(`/request-form/attachments/${kept.id}`)).status).toBe(200);
  });
});

/** Moves the upload time of these attachments back, as the administrator can. */
async function uploadedSecondsAgo(ids: string[], seconds: number) {
  const date_created = new Date(Date.now() - seconds * 1000).toISOString();
  await directusJson('/items/request_attachments', {
    method: 'PATCH',
    body: JSON.stringify({ keys: ids, data: { date_created } }),
  });
  const { data } = await directusJson<{ data: { date_created: string }[] }>(
    `/items/request_attachments?filter[id][_in]=${ids.join(',')}&fields=date_created`,
  );
  for (const row of data) expect(Date.now() - Date.parse(row.date_created)).toBeGreaterThan((seconds - 1) * 1000);
}

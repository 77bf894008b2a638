// The confirmation e-mail's queue (docs/decisions/038-outbox.md): a request sent through the form
// has its row in confirmation_deliveries from its own transaction, the mail carries the row's
// Message-ID, a retry queues nothing, a lead staff enter gets no row (the reason is on it, as
// before), a row is deleted with its request, and only administrators can read the queue. The crash itself: tests/faults/outbox-crash.test.ts.
import { randomUUID } from 'node:crypto';
import { isRecord } from '@agency/contract/guards';
import { describe, expect, inject, it, vi } from 'vitest';
import { connect } from './database-fingerprint.mjs';
import { fetchAs } from './demo-users';
import { directusFetch } from './directus-client';
import { readMailbox, waitForMailbox } from './mailbox';
import { backdatedFormToken, postForm, validRequest } from './request-form-client';

interface Row {
  id: string;
  request: string;
  status: string;
  attempts: number;
}

const uniqueAddress = (prefix: string) => `${prefix}.${randomUUID().slice(0, 8)}@example.com`;

/** The id of the item a 200 or 201 answered with. */
async function idOf(response: Response): Promise<string> {
  const json: unknown = await response.json();
  if (!isRecord(json) || !isRecord(json.data) || typeof json.data.id !== 'string') throw new Error('no id');
  return json.data.id;
}

/** The request's row once it is no longer pending. */
async function finishedRow(request: string): Promise<Row> {
  const db = connect(inject('stack').cmsEnv);
  try {
    return await vi.waitFor(
      async () => {
        const rows: Row[] = await db('confirmation_deliveries')
          .where({ request })
          .select('id', 'request', 'status', 'attempts');
        if (rows.length !== 1 || rows[0]!.status === 'pending')
          throw new Error(`no finished row for ${request}: ${JSON.stringify(rows)}`);
        return rows[0]!;
      },
      { timeout: 15_000, interval: 100 },
    );
  } finally {
    await db.destroy();
  }
}

const messageIdOf = (raw: string) =>
  /^message-id:\s*(\S+)/im.exec(raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1];

describe('the confirmation e-mail queue', () => {
  it('sends a form request’s row once, with the row’s Message-ID', async () => {
    const email = uniqueAddress('queued');
    const key = randomUUID();
    const body = validRequest(backdatedFormToken(), { email });
    const response = await postForm('submit', body, { key });
    expect(response.status).toBe(201);
    const id = await idOf(response);

    const row = await finishedRow(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    const mails = await waitForMailbox((all) => all.some((mail) => mail.to.includes(email)));
    const mine = mails.filter((mail) => mail.to.includes(email));
    expect(mine.map((mail) => messageIdOf(mail.raw))).toEqual([`<confirmation.${row.id}@agency.test>`]);

    // A retry of the same submit stores nothing and queues nothing: once a later request's mail
    // is in, there is still one to this address.
    const again = await postForm('submit', body, { key });
    expect(again.status).toBe(201);
    const later = uniqueAddress('later');
    await postForm('submit', validRequest(backdatedFormToken(), { email: later }), { key: randomUUID() });
    await waitForMailbox((all) => all.some((mail) => mail.to.includes(later)));
    expect(readMailbox().filter((mail) => mail.to.includes(email))).toHaveLength(1);
    expect(await finishedRow(id)).toEqual(row);
  });

  it('queues nothing for a lead staff enter, which records why it got no mail', async () => {
    const email = uniqueAddress('entered');
    const response = await fetchAs('staff', '/items/requests', {
      method: 'POST',
      body: JSON.stringify({ first_name: 'Grace', last_name: 'Hopper', email }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const id = await idOf(response);
    const error = await vi.waitFor(
      async () => {
        const db = connect(inject('stack').cmsEnv);
        try {
          const row = await db('requests').where({ id }).first('confirmation_error');
          if (!row?.confirmation_error) throw new Error('no outcome yet');
          return String(row.confirmation_error);
        } finally {
          await db.destroy();
        }
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(error).toBe('Entered in the admin, not sent through the form.');
    const db = connect(inject('stack').cmsEnv);
    try {
      expect(await db('confirmation_deliveries').where({ request: id }).select('id')).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('deletes the row with its request', async () => {
    const response = await postForm('submit', validRequest(backdatedFormToken(), { email: uniqueAddress('gone') }), {
      key: randomUUID(),
    });
    const id = await idOf(response);
    await finishedRow(id);
    expect((await directusFetch(`/items/requests/${id}`, { method: 'DELETE' })).status).toBe(204);
    const db = connect(inject('stack').cmsEnv);
    try {
      expect(await db('confirmation_deliveries').where({ request: id }).select('id')).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('is read by administrators only', async () => {
    expect((await directusFetch('/items/confirmation_deliveries?limit=1')).status).toBe(200);
    for (const user of ['staff', 'editor'] as const) {
      expect((await fetchAs(user, '/items/confirmation_deliveries?limit=1')).status, user).toBe(403);
    }
  });
});

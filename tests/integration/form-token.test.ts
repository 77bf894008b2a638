// Form tokens: one form opening, one request, within 24 hours. A bot that fetched one token and
// replays it, or keeps an old one, still gets 201, but its requests are stored as spam.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { issueFormToken } from '../../extensions/request-form/src/shared/form-token';
import { directusJson } from './directus-client';
import { backdatedFormToken, fetchDefinition, postForm, validRequest } from './request-form-client';

interface StoredRequest {
  status: string;
  spam_reason: string | null;
  company: string | null;
  explanation: string | null;
}

const storedRequest = async (id: string) => (await directusJson<{ data: StoredRequest }>(`/items/requests/${id}`)).data;

const idOf = async (response: Response) => ((await response.json()) as { data: { id: string } }).data.id;

describe('form tokens', () => {
  it('count as used after one accepted request: a replay answers the same 201, another request is spam', async () => {
    const token = backdatedFormToken();
    const key = randomUUID();
    const body = validRequest(token);
    const first = await postForm('submit', body, { key });
    expect(first.status).toBe(201);
    const firstId = await idOf(first);
    const replay = await postForm('submit', body, { key });
    expect(replay.status).toBe(201);
    expect(await idOf(replay)).toBe(firstId);
    expect(await storedRequest(firstId)).toMatchObject({ status: 'new', spam_reason: null });

    const reused = await postForm('submit', validRequest(token), { key: randomUUID() });
    expect(reused.status).toBe(201);
    expect(await storedRequest(await idOf(reused))).toMatchObject({
      status: 'spam',
      // Its proof of work is spent with the token (docs/decisions/040-proof-of-work.md).
      spam_reason: 'Form token already used\nProof of work already used',
    });
  });

  it('from GET /definition are spam before the minimum fill time and good once it has passed', async () => {
    const [early, patient] = await Promise.all([fetchDefinition(), fetchDefinition()]);
    const tooSoon = await postForm('submit', validRequest(early.antiSpam.formToken), { key: randomUUID() });
    expect(await storedRequest(await idOf(tooSoon))).toMatchObject({ status: 'spam' });
    // The one real wait of the suite: the rule is about time, and every other test sends a
    // back-dated token (backdatedFormToken) instead of waiting it out.
    const issuedAt = parseInt(patient.antiSpam.formToken.split('.')[0]!, 36);
    const readyIn = issuedAt + patient.antiSpam.minFillSeconds * 1000 + 100 - Date.now();
    // eslint-disable-next-line no-restricted-syntax -- the rule under test is a duration (decision 004)
    await new Promise((resolve) => setTimeout(resolve, readyIn));
    const inTime = await postForm('submit', validRequest(patient.antiSpam.formToken), { key: randomUUID() });
    expect(await storedRequest(await idOf(inTime))).toMatchObject({ status: 'new', spam_reason: null });
  });

  it('expire after 24 hours: a request with an older token is spam, silently', async () => {
    const secret = inject('stack').cmsEnv.SECRET!;
    const stale = issueFormToken(secret, Date.now() - 25 * 3600 * 1000);
    const response = await postForm('submit', validRequest(stale), { key: randomUUID() });
    expect(response.status).toBe(201);
    expect(await storedRequest(await idOf(response))).toMatchObject({
      status: 'spam',
      spam_reason: 'Form token expired',
    });
  });
});

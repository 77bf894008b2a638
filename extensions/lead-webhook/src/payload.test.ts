import { describe, expect, it } from 'vitest';
import { deliveryBody } from './payload';

describe("a delivery's body", () => {
  it('carries what the prospect sent and where from, the language included, and no triage or bookkeeping', () => {
    const body = JSON.parse(
      deliveryBody('delivery-1', {
        id: 'r1',
        status: 'new',
        date_submitted: '2026-11-27T10:00:00.000Z',
        first_name: 'Lucía',
        email: 'lucia@example.com',
        follow_ups: [{ field: 'project', option: 'Other', question: 'Describe the project type', answer: 'Murals' }],
        language: 'es',
        utm_campaign: 'spring',
        internal_notes: 'call back',
        assignee: 'u1',
        idempotency_key: 'k',
        spam_reason: null,
      }),
    );
    expect(body).toEqual({
      event: 'request.created',
      delivery: 'delivery-1',
      request: {
        id: 'r1',
        status: 'new',
        date_submitted: '2026-11-27T10:00:00.000Z',
        first_name: 'Lucía',
        email: 'lucia@example.com',
        follow_ups: [{ field: 'project', option: 'Other', question: 'Describe the project type', answer: 'Murals' }],
        utm_campaign: 'spring',
        language: 'es',
      },
    });
  });
});

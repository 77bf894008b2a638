import { describe, expect, it } from 'vitest';
import type { RequestFormConfig } from './config';
import { createSubmitLimiter, createUploadLimiter } from './submit-limiter';

// docs/product.md "The request-form endpoint": submissions per client address and window; 0 turns it off.
const config = (submitLimit: number, submitWindowSeconds = 600): RequestFormConfig => ({
  submitLimit,
  submitWindowSeconds,
  uploadLimit: 20,
  orphanAttachmentSeconds: 86_400,
  uploadsPerForm: 6,
  parkedMaxBytes: 500 * 1024 * 1024,
  minFillSeconds: 3,
  formTokenTtlSeconds: 86_400,
  maxPayloadBytes: 32_768,
  redis: undefined,
  secret: 'secret',
});

describe('the submit limit', () => {
  it('lets an address send its allowance, then tells it how long to wait for the window to end', async () => {
    const limiter = createSubmitLimiter(config(2, 600));
    expect(await limiter.consume('198.51.100.1')).toBeNull();
    expect(await limiter.consume('198.51.100.1')).toBeNull();
    const wait = await limiter.consume('198.51.100.1');
    expect(wait).toBeGreaterThanOrEqual(599);
    expect(wait).toBeLessThanOrEqual(600);
  });

  it('counts each address on its own', async () => {
    const limiter = createSubmitLimiter(config(1));
    expect(await limiter.consume('198.51.100.2')).toBeNull();
    expect(await limiter.consume('198.51.100.3')).toBeNull();
    expect(await limiter.consume('198.51.100.2')).not.toBeNull();
  });

  it('asks to wait a whole number of seconds, at least one', async () => {
    const limiter = createSubmitLimiter(config(1, 1));
    await limiter.consume('198.51.100.4');
    expect(await limiter.consume('198.51.100.4')).toBe(1);
  });

  it('is off at 0: any number of submissions', async () => {
    const limiter = createSubmitLimiter(config(0));
    for (let attempt = 0; attempt < 20; attempt += 1) expect(await limiter.consume('198.51.100.5')).toBeNull();
  });
});

describe('the upload limit (attachments)', () => {
  it('has its own allowance per address, and files never spend the submissions', async () => {
    const settings = { ...config(1), uploadLimit: 2 };
    const uploads = createUploadLimiter(settings);
    const submissions = createSubmitLimiter(settings);
    expect(await uploads.consume('198.51.100.7')).toBeNull();
    expect(await uploads.consume('198.51.100.7')).toBeNull();
    expect(await uploads.consume('198.51.100.7')).toBeGreaterThanOrEqual(599);
    expect(await submissions.consume('198.51.100.7')).toBeNull();
  });

  it('is off at 0', async () => {
    const uploads = createUploadLimiter({ ...config(1), uploadLimit: 0 });
    for (let attempt = 0; attempt < 30; attempt += 1) expect(await uploads.consume('198.51.100.8')).toBeNull();
  });
});

describe('the submit limit with Redis', () => {
  it("still limits with this instance's own count while Redis cannot be reached", async () => {
    const warnings: string[] = [];
    const limiter = createSubmitLimiter({ ...config(1), redis: 'redis://127.0.0.1:1' }, (message) =>
      warnings.push(message),
    );
    expect(await limiter.consume('198.51.100.6')).toBeNull();
    expect(await limiter.consume('198.51.100.6')).toBeGreaterThanOrEqual(1);
    // The operator is told, once for the outage rather than at every reconnection attempt.
    // eslint-disable-next-line no-restricted-syntax -- an absence: reconnection attempts would warn again within this time
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Rate limit store \(Redis\) unreachable, counting per instance meanwhile: /);
  });
});

import { vi } from 'vitest';

/**
 * Reads a real server until `done` says yes, through `vi.waitFor` (a wait for a state, decision 026);
 * after `timeoutMs`, returns the last value read, so that the test's assertions say what is wrong.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  let value = await read();
  await vi
    .waitFor(
      async () => {
        value = await read();
        if (!done(value)) throw new Error('not yet');
      },
      { timeout: timeoutMs, interval: 100 },
    )
    .catch(() => undefined);
  return value;
}

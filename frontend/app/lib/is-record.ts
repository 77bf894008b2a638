/**
 * Whether a value read from outside the code (parsed JSON, storage, history state, an event's
 * detail) is an object whose keys may be looked at; each key is still `unknown` until checked.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

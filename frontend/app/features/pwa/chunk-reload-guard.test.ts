// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkFailure } from './chunk-reload-guard';

describe('chunk reload guard (docs/product.md "Updates and offline use")', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, pathname: '/' } as Location);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    reload.mockReset();
  });

  it('reloads once per path within 10 seconds, then again after them', () => {
    const start = 1_000_000;
    expect(reloadAfterChunkFailure('/industries', start)).toBe(true);
    expect(reloadAfterChunkFailure('/industries', start + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadAfterChunkFailure('/creative-services', start + 1)).toBe(true);
    expect(reloadAfterChunkFailure('/industries', start + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it("recognises browsers' failed dynamic import messages only", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

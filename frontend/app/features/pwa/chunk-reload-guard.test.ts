// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  installChunkReloadGuard,
  isChunkLoadError,
  reloadAfterChunkFailure,
} from './chunk-reload-guard';

/** What Vite's preload helper dispatches before the import rejects with `payload`. */
const preloadError = (payload: unknown) =>
  Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
const unhandledRejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

describe('chunk reload guard (docs/product.md "Updates and offline use")', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, pathname: '/' });
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

  it('reads the paths it reloaded from what is stored, leaving out what is not a time', () => {
    const start = 1_000_000;
    sessionStorage.setItem('agency.chunk-reload.v1', JSON.stringify({ '/industries': start, '/work': 'recently' }));
    expect(reloadAfterChunkFailure('/industries', start + 1)).toBe(false);
    expect(reloadAfterChunkFailure('/work', start + 1)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('agency.chunk-reload.v1')!)).toEqual({
      '/industries': start,
      '/work': start + 1,
    });
    for (const stored of ['null', '[1000000]', '"/industries"']) {
      sessionStorage.setItem('agency.chunk-reload.v1', stored);
      expect(reloadAfterChunkFailure('/industries', start + 2)).toBe(true);
    }
  });

  it('recognises the chunk failures Vite reports (vite:preloadError), nothing else', () => {
    const uninstall = installChunkReloadGuard();
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    const event = preloadError(failed);
    window.dispatchEvent(event);
    expect(isChunkLoadError(failed)).toBe(true);
    // The same words from anything Vite did not report are not a chunk failure.
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(false);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    // The import still rejects, so that code loading its own chunk (the drawer) can handle it.
    expect(event.defaultPrevented).toBe(false);
    uninstall();
  });

  it('reloads for a reported chunk failure that no code handled, not for other rejections', () => {
    const uninstall = installChunkReloadGuard();
    window.dispatchEvent(unhandledRejection(new Error('Network request failed')));
    expect(reload).not.toHaveBeenCalled();
    const failed = new Error('Unable to preload CSS for /assets/drawer.css');
    window.dispatchEvent(preloadError(failed));
    window.dispatchEvent(unhandledRejection(failed));
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
    const later = new Error('Unable to preload CSS for /assets/other.css');
    window.dispatchEvent(preloadError(later));
    expect(isChunkLoadError(later)).toBe(false);
  });
});

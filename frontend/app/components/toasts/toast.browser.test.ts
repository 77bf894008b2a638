// @vitest-environment happy-dom
import { toast as sonnerToast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { loadSonner, onSonnerRequested, sonnerRequested, toast } from './toast';

const active = () => sonnerToast.getToasts().map((shown) => shown.id);

describe('toasts without sonner in the first load', () => {
  it('loads sonner only when asked, tells the toaster once, and keeps the order of the calls', async () => {
    const requested = vi.fn();
    const stop = onSonnerRequested(requested);
    expect(sonnerRequested()).toBe(false);
    toast.success('Saved', { id: 'first' });
    toast.error('Not sent', { id: 'second' });
    // A dismissal asked for right after the toast applies to it, not before it exists.
    toast('Gone', { id: 'third' });
    toast.dismiss('third');
    expect(sonnerRequested()).toBe(true);
    expect(requested).toHaveBeenCalledTimes(1);
    await loadSonner();
    await Promise.resolve();
    expect(active()).toEqual(expect.arrayContaining(['first', 'second']));
    expect(active()).not.toContain('third');
    toast.info('Queued', { id: 'fourth' });
    await loadSonner();
    await Promise.resolve();
    expect(active()).toContain('fourth');
    expect(requested).toHaveBeenCalledTimes(1);
    stop();
  });
});

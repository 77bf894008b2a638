// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The gate decides when the sender's code is fetched and when the sender runs (README
// "Performance"; docs/frontend-layers.md: the form only announces that it opened). The sender
// itself is replaced by a marker that counts how often its module was evaluated.
const senderModule = { evaluations: 0, failNext: false };
function senderModuleFactory() {
  senderModule.evaluations += 1;
  if (senderModule.failNext) {
    senderModule.failNext = false;
    throw new Error('offline: the chunk did not load');
  }
  return { OutboxSender: () => <p>sender running</p> };
}

/** The gate and the outbox's storage as a fresh page has them (no sender loaded, no form opened). */
async function freshPage() {
  vi.resetModules();
  // Registered again for every page: Vitest keeps what a factory returned until the mock is
  // replaced, so a second load would not reach it (resetModules leaves mocks alone).
  vi.doMock('./outbox-sender', senderModuleFactory);
  const storage = await import('../outbox/outbox-storage');
  const { OutboxSenderGate } = await import('./outbox-sender-gate');
  return { ...storage, OutboxSenderGate };
}

const dispatch = (type: string) => act(() => void window.dispatchEvent(new Event(type)));

beforeEach(() => {
  window.localStorage.clear();
  senderModule.evaluations = 0;
  senderModule.failNext = false;
});

afterEach(cleanup);

describe('OutboxSenderGate', () => {
  it('leaves the sender unloaded while nothing waits and no form opens', async () => {
    const { OutboxSenderGate, OUTBOX_WRITTEN_EVENT, announceRequestFormOpened } = await freshPage();
    render(<OutboxSenderGate />);
    dispatch('online');
    dispatch(OUTBOX_WRITTEN_EVENT);
    await vi.dynamicImportSettled();
    expect(senderModule.evaluations).toBe(0);

    // The same page can see a load: the form opens.
    act(() => announceRequestFormOpened());
    await vi.waitFor(() => expect(senderModule.evaluations).toBe(1));
  });

  it('fetches the sender’s code when a form opens, and runs it only once a request waits', async () => {
    const { OutboxSenderGate, OUTBOX_STORAGE_KEY, OUTBOX_WRITTEN_EVENT, announceRequestFormOpened } = await freshPage();
    render(<OutboxSenderGate />);
    act(() => announceRequestFormOpened());
    await vi.waitFor(() => expect(senderModule.evaluations).toBe(1));
    await vi.dynamicImportSettled();
    expect(screen.queryByText('sender running')).toBeNull();

    window.localStorage.setItem(OUTBOX_STORAGE_KEY, '{}');
    dispatch(OUTBOX_WRITTEN_EVENT);
    expect(await screen.findByText('sender running')).toBeTruthy();
    expect(senderModule.evaluations).toBe(1);
  });

  it('fetches it at mount when a form opened before the gate listened (the /form page)', async () => {
    const { OutboxSenderGate, announceRequestFormOpened } = await freshPage();
    announceRequestFormOpened();
    render(<OutboxSenderGate />);
    await vi.waitFor(() => expect(senderModule.evaluations).toBe(1));
  });

  it('tries a failed load again when the form opens again', async () => {
    const { OutboxSenderGate, announceRequestFormOpened } = await freshPage();
    senderModule.failNext = true;
    render(<OutboxSenderGate />);
    act(() => announceRequestFormOpened());
    await vi.waitFor(() => expect(senderModule.evaluations).toBe(1));
    await vi.dynamicImportSettled();

    act(() => announceRequestFormOpened());
    await vi.waitFor(() => expect(senderModule.evaluations).toBe(2));
  });

  it('tries a failed load again when the connection returns with a request waiting', async () => {
    const { OutboxSenderGate, OUTBOX_STORAGE_KEY, OUTBOX_WRITTEN_EVENT } = await freshPage();
    senderModule.failNext = true;
    render(<OutboxSenderGate />);
    window.localStorage.setItem(OUTBOX_STORAGE_KEY, '{}');
    dispatch(OUTBOX_WRITTEN_EVENT);
    await vi.waitFor(() => expect(senderModule.evaluations).toBe(1));
    await vi.dynamicImportSettled();
    expect(screen.queryByText('sender running')).toBeNull();

    dispatch('online');
    expect(await screen.findByText('sender running')).toBeTruthy();
  });
});

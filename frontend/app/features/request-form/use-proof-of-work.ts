// The proof of work (docs/decisions/040-proof-of-work.md): the challenge handed out with the form
// token is solved in a Web Worker while the visitor fills in the steps, and Submit sends the
// solution. The worker is a chunk of its own, fetched when the form runs: not part of a page's
// first load. Without a solution (no Worker, no WebCrypto, a device too slow) the request still
// goes, and the server keeps it as spam for staff to recover: nothing typed is lost.
import { useEffect, useRef } from 'react';

/** What the form sends as `proof_of_work`: the challenge as handed out and its solution. */
export interface ProofOfWork {
  challenge: Record<string, unknown>;
  solution: { counter: number; derivedKey: string };
}

/** How long Submit waits for an unfinished solution, in the submitting state, before it sends without. */
export const PROOF_WAIT_MS = 15_000;

const isSolution = (value: unknown): value is ProofOfWork['solution'] =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { counter?: unknown }).counter === 'number' &&
  typeof (value as { derivedKey?: unknown }).derivedKey === 'string';

/** Solves `challenge` in a worker; resolves null when it cannot. `stop` ends the worker. */
export function solveInWorker(challenge: Record<string, unknown>) {
  let settle: (proof: ProofOfWork | null) => void = () => {};
  const proof = new Promise<ProofOfWork | null>((resolve) => (settle = resolve));
  let worker: Worker | undefined;
  try {
    worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    settle(null);
    return { proof, stop: () => {} };
  }
  const stop = () => {
    worker.terminate();
    settle(null);
  };
  worker.onmessage = (event: MessageEvent<unknown>) => {
    settle(isSolution(event.data) ? { challenge, solution: event.data } : null);
    worker.terminate();
  };
  worker.onerror = stop;
  // ALTCHA's worker protocol: counting from 0 in steps of 1, no time limit (the visitor is typing).
  worker.postMessage({ type: 'work', challenge, counterStart: 0, counterStep: 1, timeout: 0 });
  return { proof, stop };
}

const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * Starts solving this form opening's challenge as soon as the form runs (again for a new one);
 * returns what Submit awaits: the proof, or null after PROOF_WAIT_MS or without a challenge.
 */
export function useProofOfWork(challenge: Record<string, unknown> | null): () => Promise<ProofOfWork | null> {
  const solving = useRef<Promise<ProofOfWork | null>>(Promise.resolve(null));
  useEffect(() => {
    if (!challenge || typeof Worker === 'undefined') {
      solving.current = Promise.resolve(null);
      return;
    }
    const { proof, stop } = solveInWorker(challenge);
    solving.current = proof;
    return stop;
  }, [challenge]);
  return () => Promise.race([solving.current, timeout(PROOF_WAIT_MS)]);
}

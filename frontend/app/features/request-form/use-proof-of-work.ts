// The proof of work (docs/decisions/040-proof-of-work.md): the challenge handed out with the form
// token is solved in a Web Worker while the visitor fills in the steps, and Submit sends the
// solution. The worker is a chunk of its own, fetched when the form runs: not part of a page's
// first load. Without a solution (no Worker, no WebCrypto, a device too slow) the request still
// goes, and the server keeps it as spam for staff to recover: nothing typed is lost.
import { useEffect, useRef } from 'react';
import type { ProofOfWork } from './proof-of-work-solver';

export type { ProofOfWork };

/** How long Submit waits for an unfinished solution, in the submitting state, before it sends without. */
export const PROOF_WAIT_MS = 15_000;

const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * Starts solving this form opening's challenge as soon as the form runs (again for a new one);
 * returns what Submit awaits: the proof, or null after PROOF_WAIT_MS or without a challenge.
 */
export function useProofOfWork(challenge: object | null): () => Promise<ProofOfWork | null> {
  const solving = useRef<Promise<ProofOfWork | null>>(Promise.resolve(null));
  useEffect(() => {
    if (!challenge || typeof Worker === 'undefined') {
      solving.current = Promise.resolve(null);
      return;
    }
    let stop = () => {};
    let stopped = false;
    // The starter too is a chunk of its own: /form's first load carries only this hook.
    solving.current = import('./proof-of-work-solver').then(
      ({ solveInWorker }) => {
        if (stopped) return null;
        const started = solveInWorker(challenge);
        stop = started.stop;
        return started.proof;
      },
      () => null,
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [challenge]);
  return () => Promise.race([solving.current, timeout(PROOF_WAIT_MS)]);
}

// Starts the proof-of-work worker for one challenge (use-proof-of-work.ts, docs/decisions/040-proof-of-work.md).

/** What the form sends as `proof_of_work`: the challenge as handed out and its solution. */
export interface ProofOfWork {
  challenge: object;
  solution: { counter: number; derivedKey: string };
}

const isSolution = (value: unknown): value is ProofOfWork['solution'] =>
  typeof value === 'object' &&
  value !== null &&
  'counter' in value &&
  typeof value.counter === 'number' &&
  'derivedKey' in value &&
  typeof value.derivedKey === 'string';

/** Solves `challenge` in a worker; resolves null when it cannot. `stop` ends the worker. */
export function solveInWorker(challenge: object) {
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

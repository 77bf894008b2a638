// The proof-of-work solver, off the main thread (docs/decisions/040-proof-of-work.md): ALTCHA's own
// worker loop with the browser's PBKDF2 (WebCrypto). It answers {type: 'work', challenge} with the
// solution, or null when it cannot solve it.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });

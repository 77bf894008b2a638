// Reads a body up to a byte cap, and stops as soon as the cap is passed: a declared
// Content-Length over the cap is refused before any byte is read, a chunked body as soon as the
// bytes read so far pass it. Nothing past the cap is ever held in memory.

export type CappedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false };

/** Reads `stream` whole when it holds at most `maxBytes`; stops reading (without cancelling) past it. */
export async function readCapped(stream: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<CappedBody> {
  if (!stream) return { ok: true, bytes: new Uint8Array() };
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // Not cancelled: cancelling a request body destroys the socket before a 413 can be written.
    // The caller answers with Connection: close, so the unread rest never leaves the wire.
    if (total > maxBytes) {
      reader.releaseLock();
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export async function readCappedBody(request: Request, maxBytes: number): Promise<CappedBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= maxBytes)) return { ok: false };
  return readCapped(request.body, maxBytes);
}

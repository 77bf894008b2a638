// /api/request-form/{definition|validate|submit|attachments|booking}: the browser's way to the request-form endpoint
// of Directus. Same origin for the browser (no CORS, CSP connect-src 'self'); the visitor's
// address goes along as X-Forwarded-For (Directus runs with IP_TRUST_PROXY behind this server).
// Bodies are read up to the endpoint's own size cap and no further (README "What is enforced where").
// The call goes through the site's Directus client (lib/directus.server.ts), without the token.
import { ATTACHMENT_SIZE_MESSAGE, MAX_ATTACHMENT_BYTES } from '@agency/contract/limits';
import type { Route } from './+types/api.request-form';
import { readCappedBody } from '~/lib/capped-body.server';
import { clientAddress } from '~/lib/client-address.server';
import { contentContext } from '~/lib/content/context.server';
import type { SiteContent } from '~/lib/content/site-content.server';

// A Map, not an object literal: "__proto__" or "toString" must not find an inherited member.
const ACTIONS = new Map<string, 'GET' | 'POST'>([
  ['definition', 'GET'],
  ['validate', 'POST'],
  ['submit', 'POST'],
  ['attachments', 'POST'],
  ['booking', 'POST'],
]);
// The request id the web server gave this request (frontend/server/logging.mjs): one id in both logs.
const FORWARDED_HEADERS = ['content-type', 'idempotency-key', 'x-request-id', 'x-form-token', 'x-file-name'];

/** How long the connection stays open after a 413, so that the client reads it before the close. */
const CLOSE_AFTER_MS = 500;

/**
 * 413 in Directus' error shape, sent at once; the rest of the body is never read. The connection
 * closes a moment later (Connection: close): closing it while the client's body is still arriving
 * resets it, and a client would lose the answer it had not read yet.
 */
function contentTooLarge(message = 'Uploaded content is too large.') {
  const body = new TextEncoder().encode(
    JSON.stringify({ errors: [{ message, extensions: { code: 'CONTENT_TOO_LARGE' } }] }),
  );
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(body);
      setTimeout(() => controller.close(), CLOSE_AFTER_MS).unref();
    },
  });
  return new Response(stream, {
    status: 413,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(body.byteLength),
      'Cache-Control': 'no-store',
      Connection: 'close',
    },
  });
}

async function forward({ env, directus }: SiteContent, request: Request, action: string) {
  const method = ACTIONS.get(action);
  if (!method)
    return Response.json(
      { errors: [{ message: 'Not found', extensions: { code: 'ROUTE_NOT_FOUND' } }] },
      { status: 404 },
    );
  if (request.method !== method) {
    return Response.json(
      { errors: [{ message: 'Method not allowed', extensions: { code: 'METHOD_NOT_ALLOWED' } }] },
      { status: 405, headers: { Allow: method } },
    );
  }
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method === 'POST') {
    // An attachment's body: up to the endpoint's own limit (10 MB); the JSON actions keep theirs.
    const limit = action === 'attachments' ? MAX_ATTACHMENT_BYTES : env.REQUEST_FORM_MAX_PAYLOAD_BYTES;
    const read = await readCappedBody(request, limit);
    if (!read.ok) return contentTooLarge(action === 'attachments' ? ATTACHMENT_SIZE_MESSAGE : undefined);
    body = read.bytes;
  }
  try {
    const upstream = await directus.fetch(`/request-form/${action}`, {
      method,
      headers,
      body,
      visitor: clientAddress(request),
      timeoutMs: action === 'attachments' ? 60_000 : 15_000,
    });
    const responseHeaders = new Headers({
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
      'Cache-Control': 'no-store',
    });
    const retryAfter = upstream.headers.get('retry-after');
    if (retryAfter) responseHeaders.set('Retry-After', retryAfter);
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch {
    return Response.json(
      {
        errors: [
          {
            message: 'The request service is unavailable. Please try again.',
            extensions: { code: 'SERVICE_UNAVAILABLE' },
          },
        ],
      },
      { status: 503, headers: { 'Retry-After': '10', 'Cache-Control': 'no-store' } },
    );
  }
}

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  forward(context.get(contentContext).site, request, params.action);
export const action = ({ request, params, context }: Route.ActionArgs) =>
  forward(context.get(contentContext).site, request, params.action);

// /api/request-form/{definition|validate|submit}: the browser's way to the request-form endpoint
// of Directus. Same origin for the browser (no CORS, CSP connect-src 'self'); the visitor's
// address goes along as X-Forwarded-For (Directus runs with IP_TRUST_PROXY behind this server).
import type { Route } from './+types/api.request-form';
import { clientAddress } from '~/lib/client-address.server';
import { serverEnv } from '~/lib/env.server';

const ACTIONS = { definition: 'GET', validate: 'POST', submit: 'POST' } as const;
const FORWARDED_HEADERS = ['content-type', 'idempotency-key', 'content-length'];

async function forward(request: Request, action: string) {
  const method = ACTIONS[action as keyof typeof ACTIONS];
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
  const address = clientAddress(request);
  if (address) headers.set('X-Forwarded-For', address);
  try {
    const upstream = await fetch(`${serverEnv.DIRECTUS_URL}/request-form/${action}`, {
      method,
      headers,
      body: method === 'POST' ? await request.arrayBuffer() : undefined,
      signal: AbortSignal.timeout(15_000),
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

export const loader = ({ request, params }: Route.LoaderArgs) => forward(request, params.action);
export const action = ({ request, params }: Route.ActionArgs) => forward(request, params.action);

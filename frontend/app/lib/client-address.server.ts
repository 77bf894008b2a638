// The visitor's address as frontend/server.mjs saw it (it overwrites whatever a client sends in
// this header). Forwarded to Directus so that per-visitor limits apply per visitor.
export const CLIENT_IP_HEADER = 'x-agency-client-ip';

export function clientAddress(request: Request): string | null {
  return request.headers.get(CLIENT_IP_HEADER) || null;
}

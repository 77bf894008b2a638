import { inject } from 'vitest';

/** Calls the test stack's Directus as the admin (static token) or anonymously. */
export async function directusFetch(path: string, init: RequestInit & { as?: 'admin' | 'website' | 'anonymous' } = {}) {
  const stack = inject('stack');
  const { as = 'admin', ...rest } = init;
  const headers = new Headers(rest.headers);
  if (as === 'admin') headers.set('Authorization', `Bearer ${stack.adminToken}`);
  if (as === 'website') headers.set('Authorization', `Bearer ${stack.websiteToken}`);
  if (rest.body && !(rest.body instanceof FormData) && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return fetch(`${stack.directusUrl}${path}`, { ...rest, headers });
}

export async function directusJson<T = unknown>(path: string, init: Parameters<typeof directusFetch>[1] = {}) {
  const response = await directusFetch(path, init);
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status}: ${body}`);
  return (body ? JSON.parse(body) : null) as T;
}

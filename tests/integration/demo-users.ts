// The demo Staff and Editor users of the test stack (migrations/006-demo-users.js): tests act as
// them instead of creating users, since the free core tier has 3 seats and the administrator and
// these two take all of them.
import { inject } from 'vitest';

export type DemoRole = 'staff' | 'editor';

const tokens = new Map<DemoRole, Promise<string>>();

/** An access token from POST /auth/login, one per role and test file. */
export function demoToken(role: DemoRole): Promise<string> {
  let token = tokens.get(role);
  if (!token) {
    const stack = inject('stack');
    const { email, password } = stack.demoUsers[role];
    token = fetch(`${stack.directusUrl}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then(async (response) => {
      const body = (await response.json()) as { data?: { access_token: string } };
      if (!response.ok || !body.data) throw new Error(`${role} login answered ${response.status}`);
      return body.data.access_token;
    });
    tokens.set(role, token);
  }
  return token;
}

/** Calls the test stack's Directus as a demo user. */
export async function fetchAs(role: DemoRole, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${await demoToken(role)}`);
  if (init.body && !(init.body instanceof FormData) && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return fetch(`${inject('stack').directusUrl}${path}`, { ...init, headers });
}

/** The id of a demo user (GET /users/me). */
export async function demoUserId(role: DemoRole): Promise<string> {
  const response = await fetchAs(role, '/users/me?fields=id');
  return ((await response.json()) as { data: { id: string } }).data.id;
}

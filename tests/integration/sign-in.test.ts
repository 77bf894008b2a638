// Signing in to the admin (README "Signing in"): wrong passwords are throttled per client address
// (429 with Retry-After past LOGIN_THROTTLE_ATTEMPTS) and never suspend the account, so nobody can
// lock the administrator out by guessing at a documented address.
import { describe, expect, inject, it } from 'vitest';

const stack = () => inject('stack');

/** `count` sign-ins, ten at a time (a shared test machine's database pool stays in bounds). */
async function statusesOf(count: number, send: (n: number) => Promise<Response>) {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, n) => send(start + n));
    for (const answer of await Promise.all(batch)) {
      statuses.push(answer.status);
      await answer.arrayBuffer();
    }
  }
  return statuses;
}

function signIn(password: string, address: string) {
  return fetch(`${stack().directusUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ email: stack().cmsEnv.ADMIN_EMAIL, password }),
  });
}

describe('signing in', () => {
  it('throttles 30 wrong passwords from one address, and the administrator still signs in', async () => {
    const attacker = '203.0.113.7';
    const statuses = await statusesOf(30, (n) => signIn(`wrong-${n}`, attacker));
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const refused = await signIn(stack().cmsEnv.ADMIN_PASSWORD!, attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);

    // GraphQL's sign-in counts against the same address.
    const graphql = await fetch(`${stack().directusUrl}/graphql/system`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': attacker },
      body: JSON.stringify({
        query: `mutation { auth_login(email: "${stack().cmsEnv.ADMIN_EMAIL}", password: "wrong") { access_token } }`,
      }),
    });
    expect(JSON.stringify(await graphql.json())).toContain('REQUESTS_EXCEEDED');

    const owner = await signIn(stack().cmsEnv.ADMIN_PASSWORD!, '198.51.100.20');
    expect(owner.status).toBe(200);
  });

  it('never suspends an account for wrong passwords sent from many addresses', async () => {
    const answers = await statusesOf(30, (n) => signIn(`wrong-${n}`, `192.0.2.${n + 1}`));
    expect(answers).toEqual(Array.from({ length: 30 }, () => 401));
    const owner = await signIn(stack().cmsEnv.ADMIN_PASSWORD!, '198.51.100.21');
    expect(owner.status).toBe(200);
    const { data } = (await owner.json()) as { data: { access_token: string } };
    const me = await fetch(`${stack().directusUrl}/users/me?fields=status`, {
      headers: { Authorization: `Bearer ${data.access_token}` },
    });
    expect(((await me.json()) as { data: { status: string } }).data.status).toBe('active');
  });
});

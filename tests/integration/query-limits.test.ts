// Directus' own query limits (README "What is enforced where"): a signed-in user cannot ask for
// hundreds of unbounded reads in one GraphQL document, nor for more rows than QUERY_LIMIT_MAX.
import { describe, expect, it } from 'vitest';
import { fetchAs } from './demo-users';

const graphql = (query: string) => fetchAs('staff', '/graphql', { method: 'POST', body: JSON.stringify({ query }) });

describe('query limits', () => {
  it('refuses 300 aliases of requests(limit: -1) in one GraphQL query', async () => {
    const aliases = Array.from({ length: 300 }, (_, index) => `r${index}: requests(limit: -1) { id email }`);
    const response = await graphql(`query { ${aliases.join(' ')} }`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]!.message).toBe('GraphQL validation error.');
    // GraphQL's own reason, passed along by Directus: the document has too many tokens.
    expect(JSON.stringify(body.errors)).toMatch(/Document contains more th\w+ 2000 tokens/);
  });

  it('still answers a dashboard-sized query', async () => {
    const panels = Array.from(
      { length: 12 },
      (_, index) =>
        `p${index}: requests_aggregated(filter: { _and: [{ status: { _neq: "spam" } }] }, groupBy: ["status"]) { group count { id } }`,
    );
    const response = await graphql(`query { ${panels.join(' ')} }`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
  });

  it('refuses a REST page larger than QUERY_LIMIT_MAX', async () => {
    expect((await fetchAs('staff', '/items/requests?limit=100000&fields=id')).status).toBe(400);
    expect((await fetchAs('staff', '/items/requests?limit=200&fields=id')).status).toBe(200);
  });
});

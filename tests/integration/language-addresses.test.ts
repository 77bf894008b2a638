import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { directusJson } from './directus-client';
import { eventually, site } from './site-client';

// A language's addresses (docs/decisions/036-languages.md): a translated slug that changes leaves a
// 301 behind like the default's own, a new default slug moves the address a language shows it at
// when it has no slug of its own, and a default-language slug under a prefix leads to the item's
// slug in that language.
const hex = () => randomBytes(4).toString('hex');
const services: number[] = [];

interface Rule {
  id: number;
  from_path: string;
  to: string;
  status: string;
  status_code: number;
}

const rulesFrom = async (path: string) =>
  (
    await directusJson<{ data: Rule[] }>(
      `/items/redirects?filter[from_path][_eq]=${encodeURIComponent(path)}&fields=id,from_path,to,status,status_code`,
    )
  ).data;

afterAll(async () => {
  const all = await directusJson<{ data: Rule[] }>('/items/redirects?fields=id,from_path&limit=-1');
  const ids = all.data.filter((rule) => rule.from_path.includes('lang-test-')).map((rule) => rule.id);
  if (ids.length > 0) await directusJson('/items/redirects', { method: 'DELETE', body: JSON.stringify(ids) });
  if (services.length > 0) await directusJson('/items/services', { method: 'DELETE', body: JSON.stringify(services) });
});

async function createService(url: string, translations: Record<string, Record<string, string>> | null) {
  const { data } = await directusJson<{ data: { id: number } }>('/items/services', {
    method: 'POST',
    body: JSON.stringify({ status: 'published', name: 'Language Test Service', url, translations }),
  });
  services.push(data.id);
  return data.id;
}

const patchService = (id: number, body: object) =>
  directusJson(`/items/services/${id}`, { method: 'PATCH', body: JSON.stringify(body) });

describe("a language's addresses", () => {
  it('a Spanish slug that changes: the old Spanish address answers 301 to the new one, the English is untouched', async () => {
    const english = `lang-test-${hex()}`;
    const first = `lang-test-es-${hex()}`;
    const id = await createService(english, { es: { name: 'Servicio de prueba', url: first } });
    await eventually(`/es/creative-services/${first}`, (_body, answer) => answer.status === 200);

    const second = `lang-test-es-${hex()}`;
    await patchService(id, { translations: { es: { name: 'Servicio de prueba', url: second } } });
    const { response } = await eventually(`/es/creative-services/${first}`, (_body, answer) => answer.status === 301);
    expect(response.headers.get('location')).toBe(`/es/creative-services/${second}`);
    expect((await site(`/es/creative-services/${second}`)).status).toBe(200);
    expect(await rulesFrom(`/es/creative-services/${first}`)).toEqual([
      expect.objectContaining({ to: `/es/creative-services/${second}`, status: 'active', status_code: 301 }),
    ]);
    // The English address did not move: no redirect, the page is there.
    expect(await rulesFrom(`/creative-services/${english}`)).toEqual([]);
    expect((await site(`/creative-services/${english}`)).status).toBe(200);
  });

  it('a new English slug moves the address of a language that has no slug of its own', async () => {
    const first = `lang-test-${hex()}`;
    const id = await createService(first, { es: { name: 'Servicio sin dirección propia' } });
    await eventually(`/es/creative-services/${first}`, (_body, answer) => answer.status === 200);
    const second = `lang-test-${hex()}`;
    await patchService(id, { url: second });
    for (const prefix of ['', '/es']) {
      const { response } = await eventually(
        `${prefix}/creative-services/${first}`,
        (_body, answer) => answer.status === 301,
      );
      expect(response.headers.get('location')).toBe(`${prefix}/creative-services/${second}`);
    }
  });

  it("an English slug under /es/ answers 301 to the item's Spanish address, keeping the query", async () => {
    const response = await site('/es/creative-services/web?utm_source=newsletter');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/es/creative-services/diseno-web?utm_source=newsletter');
    // An address no item has stays a 404, and so does a Spanish slug under no prefix.
    expect((await site(`/es/creative-services/lang-test-${hex()}`)).status).toBe(404);
    expect((await site('/creative-services/diseno-web')).status).toBe(404);
  });
});

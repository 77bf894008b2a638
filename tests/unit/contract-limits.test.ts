import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { IMAGE_TYPES, PAGE_SIZE } from '@agency/contract/limits';
import { DIRECTUS_LIMITS } from '../../scripts/lib/cms-env.mjs';

// The configuration files that cannot import the limits (packages/contract/src/limits.ts) say
// the same as they do: every stack, the docker compose one and a copied .env.example alike.
const root = path.resolve(import.meta.dirname, '../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: { directus: { environment: Record<string, string | number> } };
};
const example = parseEnv(readFileSync(path.join(root, 'cms/.env.example'), 'utf8'));
const settings = {
  'docker-compose.yml': compose.services.directus.environment,
  'cms/.env.example': example,
  'scripts/lib/cms-env.mjs': DIRECTUS_LIMITS,
};

describe.each(Object.entries(settings))('the limits in %s', (_file, environment) => {
  it('take uploads of the image types the site serves, and only those', () => {
    expect(environment['FILES_MIME_TYPE_ALLOW_LIST']).toBe(IMAGE_TYPES.join(','));
  });

  it("cap a page at the site's page size", () => {
    expect(String(environment['QUERY_LIMIT_MAX'])).toBe(String(PAGE_SIZE));
  });
});

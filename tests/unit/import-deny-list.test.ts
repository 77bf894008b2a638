import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DIRECTUS_LIMITS, IMPORT_IP_DENY_LIST } from '../../scripts/lib/cms-env.mjs';

// "Import from URL" (/files/import, editors) fetches what an editor names: Directus' own check
// (isDeniedIp, against IMPORT_IP_DENY_LIST) with the list every stack sets must refuse every
// address inside the network, and let public ones through.
const root = path.resolve(import.meta.dirname, '../..');
let isDeniedIp: (ip: string) => boolean;

beforeAll(async () => {
  process.env.IMPORT_IP_DENY_LIST = DIRECTUS_LIMITS.IMPORT_IP_DENY_LIST;
  // Directus' own module (not among its package's exports), as the installed version has it.
  const module = pathToFileURL(path.join(root, 'node_modules/@directus/api/dist/request/is-denied-ip.js')).href;
  ({ isDeniedIp } = (await import(module)) as { isDeniedIp: typeof isDeniedIp });
});

describe('addresses "Import from URL" never fetches from', () => {
  it.each([
    '10.1.2.3',
    '172.16.5.5',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.10.1',
    '127.0.0.1',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.1',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    'ff02::1',
  ])('%s is denied', (address) => {
    expect(isDeniedIp(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111'])('%s is allowed', (address) => {
    expect(isDeniedIp(address)).toBe(false);
  });

  it('is the same list in docker compose and cms/.env.example', () => {
    const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
      services: { directus: { environment: Record<string, string> } };
    };
    const value = IMPORT_IP_DENY_LIST.join(',');
    expect(compose.services.directus.environment.IMPORT_IP_DENY_LIST).toBe(value);
    expect(readFileSync(path.join(root, 'cms/.env.example'), 'utf8')).toContain(`\nIMPORT_IP_DENY_LIST=${value}\n`);
  });
});

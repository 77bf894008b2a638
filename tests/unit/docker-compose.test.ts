import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// docker compose cannot run on the development machines (no engine), so its file is checked here.
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Names of the variables a .env.example documents, commented-out ones (`# NAME=…`) included. */
function documentedEnvNames(file: string): Set<string> {
  const names = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line.trim())?.[1]);
  return new Set(names.filter((name) => name !== undefined));
}

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  healthcheck?: { test: string | string[] };
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  profiles?: string[];
  volumes?: string[];
  ports?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}

const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, Service>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string; gateway?: string; ip_range?: string }[] } } | null>;
};
const services = Object.entries(compose.services);
// What `docker compose up` starts; one-off jobs (backup) sit in a profile of their own.
const running = services.filter(([, service]) => !service.profiles);
/** True when an IPv4 address lies in a CIDR block. */
function inSubnet(address: string, cidr: string): boolean {
  const toNumber = (ip: string) => ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(toNumber(address) / size) === Math.floor(toNumber(base!) / size);
}
const pinned = (image: string) => /^[\w./-]+:\d[\w.-]*$/.test(image);

describe('docker-compose.yml', () => {
  it('has the five services of the topology, and the backup job and mail catcher outside it', () => {
    expect(running.map(([name]) => name).sort()).toEqual(['directus', 'postgres', 'proxy', 'redis', 'web']);
    expect(compose.services.backup?.profiles).toEqual(['ops']);
    expect(compose.services.mail?.profiles).toEqual(['dev']);
  });

  it('sends mail over SMTP, to the mail catcher in the .env.example a developer copies', () => {
    const directus = compose.services.directus!.environment!;
    // The image has no sendmail: SMTP unless .env says otherwise.
    expect(directus.EMAIL_TRANSPORT).toBe('${EMAIL_TRANSPORT:-smtp}');
    const example = read('.env.example');
    expect(example).toMatch(/^COMPOSE_PROFILES=dev$/m);
    expect(example).toMatch(/^EMAIL_SMTP_HOST=mail$/m);
    expect(example).toMatch(/^EMAIL_SMTP_PORT=1025$/m);
    expect(compose.services.mail!.image).toMatch(/^maildev\/maildev:/);
    expect(compose.services.mail!.healthcheck?.test).toBeTruthy();
  });

  it('never publishes PostgreSQL or Redis on the host', () => {
    expect(compose.services.postgres).not.toHaveProperty('ports');
    expect(compose.services.redis).not.toHaveProperty('ports');
  });

  it.each(running)('%s has a healthcheck', (_name, service) => {
    expect(service.healthcheck?.test).toBeTruthy();
  });

  it.each(services.filter(([, service]) => service.healthcheck))(
    "%s's healthcheck has no space inside an argument (podman 4 splits them there)",
    (_name, service) => {
      const [kind, ...args] = [service.healthcheck!.test].flat();
      if (kind === 'CMD') for (const arg of args) expect(arg).not.toMatch(/\s/);
    },
  );

  it.each(services)('%s uses a pinned image, and pinned base images when it is built', (_name, service) => {
    expect(service.image).toBeDefined();
    expect(pinned(service.image!)).toBe(true);
    if (service.build) {
      const fromLines = read(service.build.dockerfile).match(/^FROM\s+\S+/gm) ?? [];
      expect(fromLines.length).toBeGreaterThan(0);
      for (const line of fromLines) expect(pinned(line.replace(/^FROM\s+/, ''))).toBe(true);
    }
  });

  it('builds Directus on the exact version the native stack installs', () => {
    const cmsPackage = JSON.parse(read('cms/package.json')) as { dependencies: Record<string, string> };
    expect(cmsPackage.dependencies.directus).toBe('12.4.0');
    expect(read('cms/Dockerfile')).toMatch(/^FROM directus\/directus:12\.4\.0$/m);
  });

  it('runs the shared setup script before Directus starts', () => {
    expect(read('cms/Dockerfile')).toMatch(/CMD .*node \/directus\/cms\/setup\.mjs && exec node /);
  });

  it('starts each service only after what it depends on is healthy', () => {
    for (const [, service] of services) {
      for (const dependency of Object.values(service.depends_on ?? {})) {
        expect(dependency.condition).toBe('service_healthy');
      }
    }
    expect(Object.keys(compose.services.directus!.depends_on ?? {}).sort()).toEqual(['postgres', 'redis']);
    expect(Object.keys(compose.services.web!.depends_on ?? {}).sort()).toEqual(['directus', 'redis']);
    expect(Object.keys(compose.services.proxy!.depends_on ?? {})).toEqual(['web']);
  });

  it('lets Directus believe X-Forwarded-For from the web servers alone, and publishes 8055 on this machine only', () => {
    // Network api: only the web servers and Directus, addresses handed out from WEB_RANGE, the
    // gateway (the published ports' requests) outside it. Directus trusts that range and nothing
    // else, so any number of web servers (--scale) are believed and no other container is.
    const api = compose.networks?.api?.ipam?.config;
    expect(api).toEqual([
      {
        subnet: '${WEB_SUBNET:-172.29.80.0/24}',
        gateway: '${WEB_GATEWAY:-172.29.80.1}',
        ip_range: '${WEB_RANGE:-172.29.80.128/25}',
      },
    ]);
    expect(compose.services.directus!.environment?.IP_TRUST_PROXY).toBe(api?.[0]?.ip_range);
    // The defaults, and the values in the .env.example a developer copies: the range inside the
    // subnet, the gateway in the subnet but not in the range.
    const example = read('.env.example');
    const [subnet, gateway, range] = ['WEB_SUBNET', 'WEB_GATEWAY', 'WEB_RANGE'].map((name) => {
      const fallback = new RegExp(`\\$\\{${name}:-([^}]+)\\}`).exec(read('docker-compose.yml'))?.[1];
      expect(example).toMatch(new RegExp(`^${name}=${fallback}$`, 'm'));
      return fallback!;
    }) as [string, string, string];
    expect(inSubnet(range.split('/')[0]!, subnet)).toBe(true);
    expect(Number(range.split('/')[1])).toBeGreaterThan(Number(subnet.split('/')[1]));
    expect(inSubnet(gateway, subnet)).toBe(true);
    expect(inSubnet(gateway, range)).toBe(false);
    // Who joins which network; a service without `networks` is on default.
    const networksOf = (service: Service) =>
      Array.isArray(service.networks) ? [...service.networks].sort() : Object.keys(service.networks ?? { default: {} });
    expect(
      services
        .filter(([, service]) => networksOf(service).includes('api'))
        .map(([name]) => name)
        .sort(),
    ).toEqual(['directus', 'web']);
    // A fixed address would stop --scale; the range gives each web server its own.
    for (const [, service] of services)
      if (service.networks && !Array.isArray(service.networks))
        for (const network of Object.values(service.networks)) expect(network?.ipv4_address).toBeUndefined();
    // The web server shares api alone with Directus: the name directus resolves to one address,
    // and Directus sees the web server's address from the range.
    const shared = networksOf(compose.services.web!).filter((name) =>
      networksOf(compose.services.directus!).includes(name),
    );
    expect(shared).toEqual(['api']);
    // The web server still reaches Redis, and nginx the web server.
    expect(
      networksOf(compose.services.web!).filter((name) => networksOf(compose.services.redis!).includes(name)),
    ).not.toEqual([]);
    expect(
      networksOf(compose.services.proxy!).filter((name) => networksOf(compose.services.web!).includes(name)),
    ).not.toEqual([]);
    expect(
      networksOf(compose.services.directus!).filter((name) => networksOf(compose.services.postgres!).includes(name)),
    ).not.toEqual([]);
    expect(compose.services.directus!.ports).toEqual(['${ADMIN_BIND:-127.0.0.1}:8055:8055']);
    // Only the site's proxy is published to everyone; the web server is not published at all.
    expect(compose.services.web!.ports).toBeUndefined();
    expect(
      running
        .filter(([, service]) => service.ports)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['directus', 'proxy']);
  });

  it("sends the admin's session cookies over HTTPS only, unless told otherwise", () => {
    const environment = compose.services.directus!.environment ?? {};
    expect(environment.SESSION_COOKIE_SECURE).toBe('${SESSION_COOKIE_SECURE:-true}');
    expect(environment.REFRESH_TOKEN_COOKIE_SECURE).toBe('${SESSION_COOKIE_SECURE:-true}');
  });

  it('sets only Directus variables that cms/.env.example documents', () => {
    const documented = documentedEnvNames(path.join(root, 'cms/.env.example'));
    const used = Object.keys(compose.services.directus!.environment ?? {});
    expect(used.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('never seeds the demo users (development and tests only)', () => {
    const names = Object.keys(compose.services.directus!.environment ?? {});
    expect(names.filter((name) => /^(SEED_DEMO_USERS|DEMO_)/.test(name))).toEqual([]);
  });

  it('sets only web server variables that frontend/.env.example documents', () => {
    const documented = documentedEnvNames(path.join(root, 'frontend/.env.example'));
    const used = Object.keys(compose.services.web!.environment ?? {});
    expect(used.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('gives the proxy the same nginx version and template the tests run', () => {
    expect(compose.services.proxy!.image).toBe('nginx:1.22.1');
    const proxy = compose.services.proxy as Service & { volumes: string[] };
    expect(proxy.volumes).toContain('./proxy/default.conf.template:/etc/nginx/templates/default.conf.template:ro');
    const template = read('proxy/default.conf.template');
    const placeholders = new Set([...template.matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((match) => match[1]));
    expect([...placeholders].sort()).toEqual(Object.keys(proxy.environment ?? {}).sort());
    // Only loopback and private peers reach the web server: nginx is its one trusted hop.
    expect(compose.services.web).not.toHaveProperty('ports');
  });

  it("backs up the database and the uploads Directus uses, with pg_dump of the server's version", () => {
    const { backup, directus, postgres } = compose.services;
    for (const name of [
      'DB_CLIENT',
      'DB_HOST',
      'DB_PORT',
      'DB_DATABASE',
      'DB_USER',
      'DB_PASSWORD',
      'STORAGE_LOCAL_ROOT',
    ])
      expect(backup!.environment?.[name], name).toEqual(directus!.environment?.[name]);
    const uploads = (directus as Service & { volumes: string[] }).volumes.find((volume) => volume.includes('uploads'));
    expect(backup!.volumes).toContain(uploads);
    const major = postgres!.image!.match(/^postgres:(\d+)/)![1];
    expect(read(backup!.build!.dockerfile)).toContain(`postgresql-client-${major}`);
  });

  it('takes every substituted value from a variable the root .env.example documents', () => {
    const documented = documentedEnvNames(path.join(root, '.env.example'));
    const substituted = [...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1]!);
    expect(substituted.length).toBeGreaterThan(0);
    expect([...new Set(substituted)].filter((name) => !documented.has(name))).toEqual([]);
  });
});

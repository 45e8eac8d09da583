import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, readlink, realpath, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PlacementError } from './postgres-placement';

/**
 * Recognising the lock (`postmaster.pid`) a killed embedded PostgreSQL left behind. PostgreSQL itself
 * refuses to start while the PID in that file answers `kill(pid, 0)`, which a zombie, or an unrelated
 * program that was given the same PID later, also does. So we look at the process ourselves.
 */

/** What the PID in a lock file names now. */
export type LockHolder =
  /** No such process. */
  | { readonly kind: 'gone' }
  /** Dead but not yet reaped by its parent: it holds no files, sockets or shared memory. */
  | { readonly kind: 'zombie' }
  /** Alive, and it is PostgreSQL serving this data directory: an orphan of a killed run. */
  | { readonly kind: 'postmaster' }
  /** Alive, but some other program (the PID was reused) or PostgreSQL serving another directory. */
  | { readonly kind: 'foreign'; readonly command: string };

const run = promisify(execFile);

/** The lock's first line is the postmaster's PID; anything else makes the file unusable, so stale. */
export function pidOfLock(text: string): number | null {
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * The state letter of `/proc/<pid>/stat`. The command name in parentheses may itself hold spaces and
 * parentheses, so the state is read after the LAST closing parenthesis.
 */
export function stateOfProcStat(stat: string): string | null {
  const close = stat.lastIndexOf(')');
  if (close < 0) return null;
  return stat.slice(close + 1).trim()[0] ?? null;
}

/**
 * Decides what a lock's PID names from what the system says of it: its state letter ('Z' zombie,
 * 'X' dead), its command line (empty for a zombie), and the directory it runs in (a postmaster
 * changes into its data directory at start). Pure, so every case is unit-tested.
 */
export function classifyHolder(
  facts: { state: string | null; argv: readonly string[]; cwd: string | null } | null,
  pgDir: string,
): LockHolder {
  if (facts === null) return { kind: 'gone' };
  if (facts.state === 'Z' || facts.state === 'X') return { kind: 'zombie' };
  const command = facts.argv.join(' ').trim();
  if (command === '') return { kind: 'zombie' };
  const isPostgres = facts.argv.some((part) => /(^|\/)postgres$/.test(part) || part.startsWith('postgres:'));
  const servesDir = facts.cwd === pgDir || facts.argv.includes(pgDir);
  return isPostgres && servesDir ? { kind: 'postmaster' } : { kind: 'foreign', command };
}

async function factsFromProc(
  pid: number,
): Promise<{ state: string | null; argv: string[]; cwd: string | null } | null> {
  let stat: string;
  try {
    stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const argv = await readFile(`/proc/${pid}/cmdline`, 'utf8')
    .then((text) => text.split('\0').filter((part) => part !== ''))
    .catch(() => []);
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
  return { state: stateOfProcStat(stat), argv, cwd };
}

/** Where /proc is missing (macOS), `ps` tells the state and the command line. */
async function factsFromPs(pid: number): Promise<{ state: string | null; argv: string[]; cwd: null } | null> {
  try {
    const { stdout } = await run('ps', ['-o', 'stat=', '-o', 'command=', '-p', String(pid)]);
    const line = stdout.trim();
    if (line === '') return null;
    const [state = '', ...argv] = line.split(/\s+/);
    return { state: state[0] ?? null, argv, cwd: null };
  } catch {
    return null;
  }
}

/** What the process `pid` is, judged against the data directory `pgDir`. */
export async function describeHolder(pid: number, pgDir: string): Promise<LockHolder> {
  const dir = await realpath(pgDir).catch(() => pgDir);
  const facts = existsSync('/proc/self/stat') ? await factsFromProc(pid) : await factsFromPs(pid);
  return classifyHolder(facts, dir);
}

const ORPHAN_STOP_WAIT_MS = 15_000;
const ORPHAN_POLL_MS = 100;

/**
 * Makes the data directory startable after a killed run. A lock naming a process that is gone, a
 * zombie, or another program is removed (PostgreSQL would refuse to start because of it). A lock
 * naming a live PostgreSQL on this very directory is an orphan of a server killed without shutting
 * down (nobody else starts PostgreSQL on our data): it is asked to shut down fast (SIGINT, which
 * still checkpoints), killed if it does not within the bound, and its lock goes with it.
 */
export async function recoverStaleLock(pgDir: string, log: (line: string) => void): Promise<void> {
  const lockFile = join(pgDir, 'postmaster.pid');
  const text = await readFile(lockFile, 'utf8').catch(() => null);
  if (text === null) return;
  const pid = pidOfLock(text);
  const holder = pid === null ? ({ kind: 'gone' } as const) : await describeHolder(pid, pgDir);
  if (holder.kind === 'postmaster' && pid !== null) {
    log(`Stopping orphaned PostgreSQL ${pid} left on ${pgDir} by a killed run`);
    await stopProcess(pid, ORPHAN_STOP_WAIT_MS);
    // PostgreSQL removes its lock when it shuts down; a SIGKILL leaves it, and it is stale now.
    if (existsSync(lockFile) && (await describeHolder(pid, pgDir)).kind !== 'postmaster') {
      await rm(lockFile, { force: true });
    }
    return;
  }
  const why =
    holder.kind === 'foreign'
      ? `process ${pid} is now another program: ${holder.command.slice(0, 80)}`
      : holder.kind === 'zombie'
        ? `process ${pid} is a zombie`
        : `process ${pid ?? '?'} is gone`;
  log(`Removing stale PostgreSQL lock ${lockFile} (${why})`);
  await rm(lockFile, { force: true });
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

async function runningPostmaster(pid: number): Promise<boolean> {
  const facts = existsSync('/proc/self/stat') ? await factsFromProc(pid) : await factsFromPs(pid);
  return facts !== null && facts.state !== 'Z' && facts.state !== 'X' && facts.argv.length > 0;
}

/** SIGINT (fast shutdown), then SIGKILL if it is still running after `waitMs`. */
async function stopProcess(pid: number, waitMs: number): Promise<void> {
  signal(pid, 'SIGINT');
  const deadline = Date.now() + waitMs;
  while ((await runningPostmaster(pid)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, ORPHAN_POLL_MS));
  }
  if (await runningPostmaster(pid)) signal(pid, 'SIGKILL');
}

/** What `/proc` says of a process that may be a postmaster of an earlier clone. */
export interface ProcessFacts {
  readonly state: string | null;
  readonly argv: readonly string[];
  /** Where it runs; Linux appends " (deleted)" once that directory was removed. */
  readonly cwd: string | null;
}

/** The first two lines of a `postmaster.pid`: the postmaster's PID and its data directory. */
function lockContents(text: string): { pid: number; dataDir: string } | null {
  const pid = pidOfLock(text);
  const dataDir = text.split('\n')[1]?.trim() ?? '';
  return pid === null || dataDir === '' ? null : { pid, dataDir };
}

/** Marks the set-aside copies of a cluster (embedded.ts, D11): `pg.orphaned-<time>` beside `pg`. */
const ORPHANED_SUFFIX = '.orphaned-';

/**
 * Whether process `pid` is a postmaster an earlier clone at this path left running (D2, D11), proved
 * by its command line and its data folder, never by its name: it was started with `-D <pgDir>`, and
 * it still runs in that folder with a `postmaster.pid` naming it and that folder, or in the copy a
 * later start set aside (`<pgDir>.orphaned-…`, whose lock still names it and `pgDir`), or in the
 * folder after it was deleted with its clone (Linux then says `<pgDir> (deleted)`). Pure.
 */
export function isEarlierClonePostmaster(
  pid: number,
  facts: ProcessFacts | null,
  dir: { pgDir: string; realDir: string },
  lock: { pid: number; dataDir: string } | null,
): boolean {
  if (facts === null || facts.state === 'Z' || facts.state === 'X') return false;
  const at = facts.argv.indexOf('-D');
  if (at < 0 || facts.argv[at + 1] !== dir.pgDir) return false;
  // The kernel names the working directory by its real path.
  if (facts.cwd === `${dir.realDir} (deleted)`) return true;
  const inFolder = facts.cwd === dir.realDir || (facts.cwd?.startsWith(`${dir.realDir}${ORPHANED_SUFFIX}`) ?? false);
  return inFolder && lock !== null && lock.pid === pid && lock.dataDir === dir.pgDir;
}

/**
 * Stops every postmaster an earlier clone at this path left running (after a kill -9 of its server,
 * PostgreSQL lives on under init): found by its command line in /proc, each proved ours by
 * `isEarlierClonePostmaster` before it is signalled. Without /proc (macOS) the lock alone
 * (`recoverStaleLock`) does this for a postmaster still in `pgDir`.
 */
export async function stopEarlierClonePostmasters(pgDir: string, log: (line: string) => void): Promise<number[]> {
  if (!existsSync('/proc/self/stat')) return [];
  const realDir = await realpath(pgDir).catch(() => pgDir);
  const stopped: number[] = [];
  const entries = await readdir('/proc').catch(() => [] as string[]);
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid === process.pid) continue;
    const argv = await readFile(`/proc/${pid}/cmdline`, 'utf8')
      .then((text) => text.split('\0').filter((part) => part !== ''))
      .catch(() => [] as string[]);
    if (!argv.includes(pgDir)) continue;
    const facts = await factsFromProc(pid);
    const cwd = facts?.cwd ?? null;
    const lockText =
      cwd === null || cwd.endsWith(' (deleted)')
        ? null
        : await readFile(join(cwd, 'postmaster.pid'), 'utf8').catch(() => null);
    const lock = lockText === null ? null : lockContents(lockText);
    if (!isEarlierClonePostmaster(pid, facts, { pgDir, realDir }, lock)) continue;
    log(`Stopping orphaned PostgreSQL ${pid} of an earlier clone at this path (running in ${cwd ?? '?'})`);
    await stopProcess(pid, ORPHAN_STOP_WAIT_MS);
    stopped.push(pid);
  }
  return stopped;
}

/** The parent PID in `/proc/<pid>/stat` (the field after the state letter), or null. */
export function parentOfProcStat(stat: string): number | null {
  const close = stat.lastIndexOf(')');
  if (close < 0) return null;
  const parent = Number.parseInt(
    stat
      .slice(close + 1)
      .trim()
      .split(/\s+/)[1] ?? '',
    10,
  );
  return Number.isInteger(parent) && parent > 0 ? parent : null;
}

/**
 * Whether a postmaster's parent is a live server (D15): a Node.js process other than this one. A
 * server killed with SIGKILL leaves its postmaster to init (PID 1) or a service manager, which is an
 * orphan to stop; a parent that is a running server means a second start on the same data folder,
 * which must not take the first one's database away. Pure.
 */
export function isServedByLiveServer(
  parent: { pid: number; state: string | null; argv: readonly string[] } | null,
  selfPid: number,
): boolean {
  if (parent === null || parent.pid <= 1 || parent.pid === selfPid) return false;
  if (parent.state === 'Z' || parent.state === 'X') return false;
  const program = parent.argv[0] ?? '';
  return /(^|\/)node(js)?$/.test(program);
}

/**
 * Refuses to start while another live server runs a postmaster on `pgDir` (D15): the earlier server
 * keeps its database, and this start says which process to stop, instead of stopping it as an orphan.
 */
export async function refuseWhileServed(pgDir: string, selfPid: number = process.pid): Promise<void> {
  if (!existsSync('/proc/self/stat')) return;
  const entries = await readdir('/proc').catch(() => [] as string[]);
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === selfPid) continue;
    const argv = await readFile(`/proc/${entry}/cmdline`, 'utf8')
      .then((text) => text.split('\0').filter((part) => part !== ''))
      .catch(() => [] as string[]);
    const at = argv.indexOf('-D');
    if (at < 0 || argv[at + 1] !== pgDir) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parentPid = parentOfProcStat(stat);
    if (parentPid === null) continue;
    const parentFacts = await factsFromProc(parentPid);
    const parent = parentFacts === null ? null : { pid: parentPid, ...parentFacts };
    if (isServedByLiveServer(parent, selfPid)) {
      throw new ServerAlreadyRunningError(
        `Another server (process ${parentPid}) is running on this data folder, with its database in ${pgDir}. Stop it before starting another, or give this one its own DATA_DIR.`,
      );
    }
  }
}

/** A second start on a data folder a live server is using (D15): the operator's to fix, in one sentence. */
export class ServerAlreadyRunningError extends PlacementError {}

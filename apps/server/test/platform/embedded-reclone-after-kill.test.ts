// Proves a clone made again at the same path after its server was killed with SIGKILL stops the
// postmaster the killed server left running, serves from a fresh cluster, and that clusters earlier
// re-clones set aside under the runtime folder are removed after a week, never sooner (D11, D14).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { isEarlierClonePostmaster } from '../../src/db/postgres-lock';
import { ORPHANED_CLUSTER_KEEP_MS, removeStaleOrphanedClusters } from '../../src/db/postgres-placement';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const HOLDER = join(import.meta.dirname, '..', 'support', 'embedded-holder.ts');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `pid` is a running process (a zombie awaiting its reaper is not). */
async function running(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return false;
  const state = stat.slice(stat.lastIndexOf(')') + 1).trim()[0];
  return state !== 'Z' && state !== 'X';
}

/** Starts the embedded PostgreSQL in another process, as the server does, and reads its postmaster. */
async function startServerProcess(
  dataDir: string,
  runtimeDir: string,
): Promise<{ child: ChildProcess; pid: number; pgDir: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dataDir, runtimeDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(async () => {
    child.kill('SIGKILL');
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const [line] = (await once(lines, 'line')) as [string];
  lines.close();
  const started = JSON.parse(line) as { pid: number; pgDir: string };
  return { child, ...started };
}

/** A set-aside cluster's folder as a re-clone names it, written `ageMs` ago. */
async function fakeAside(cloneDir: string, ageMs: number, lock?: string): Promise<string> {
  const at = new Date(Date.now() - ageMs);
  const dir = join(cloneDir, `pg.orphaned-${at.toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'PG_VERSION'), '17\n');
  if (lock !== undefined) await writeFile(join(dir, 'postmaster.pid'), lock);
  await utimes(dir, at, at);
  return dir;
}

describe('D14: a re-clone after a kill -9 leaves no postmaster and no cluster behind for ever', () => {
  it('D14: the killed server’s postmaster is stopped and the new one serves; week-old set-aside clusters go', {
    timeout: 240_000,
  }, async () => {
    const home = await mkdtemp(join(tmpdir(), 'demo-reclone-kill-'));
    const runtimeDir = await mkdtemp(join(tmpdir(), 'demo-reclone-runtime-'));
    cleanups.push(() => rm(home, { recursive: true, force: true }));
    cleanups.push(() => rm(runtimeDir, { recursive: true, force: true }));
    // A 0700 home: as root the postgres user cannot reach it, so the cluster lives in the runtime folder.
    await chmod(home, 0o700);
    const cloneData = join(home, 'clone', 'data');

    const first = await startServerProcess(cloneData, runtimeDir);
    cleanups.push(async () => {
      if (await running(first.pid)) process.kill(first.pid, 'SIGKILL');
    });
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    // Only the server died: its postmaster runs on, orphaned.
    expect(await running(first.pid)).toBe(true);

    // Clusters earlier re-clones set aside: a week and a day old, a day old, and old but still served.
    const relocated = process.getuid?.() === 0;
    const cloneDir = dirname(first.pgDir);
    const old = await fakeAside(cloneDir, ORPHANED_CLUSTER_KEEP_MS + DAY_MS);
    const fresh = await fakeAside(cloneDir, DAY_MS);
    const served = await fakeAside(cloneDir, ORPHANED_CLUSTER_KEEP_MS + 2 * DAY_MS, `${process.pid}\n/elsewhere\n`);
    const otherClone = await fakeAside(join(dirname(cloneDir), 'other-0123456789ab'), 30 * DAY_MS);

    // The project is deleted and cloned again at the same path.
    await rm(join(home, 'clone'), { recursive: true, force: true });
    await mkdir(cloneData, { recursive: true });
    const notes: string[] = [];
    const second = await startEmbeddedPostgres({ dataDir: cloneData, runtimeDir, log: (line) => notes.push(line) });
    try {
      expect(second.pgDir).toBe(first.pgDir);
      expect(await running(first.pid), notes.join(' | ')).toBe(false);
      expect(notes.some((n) => n.includes(`Stopping orphaned PostgreSQL ${first.pid}`))).toBe(true);
      const database = openDatabase(second.url);
      try {
        const rows = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        expect(rows.rows).toHaveLength(1);
      } finally {
        await database.close();
      }
      if (relocated) {
        expect(existsSync(old), 'a week-old set-aside cluster is removed').toBe(false);
        expect(existsSync(otherClone), "another clone path's old set-aside cluster is removed").toBe(false);
        expect(existsSync(fresh), 'a day-old one is kept').toBe(true);
        expect(existsSync(served), 'one whose lock names a live process is kept').toBe(true);
        expect(notes.filter((n) => n.startsWith('Removed the orphaned database cluster'))).toHaveLength(2);
      }
    } finally {
      await second.stop();
    }
  });
});

describe('D14: what proves a postmaster is an earlier clone’s', () => {
  const dir = { pgDir: '/var/lib/demo-trading/data/data-abc/pg', realDir: '/var/lib/demo-trading/data/data-abc/pg' };
  const argv = ['/opt/pg/bin/postgres', '-D', dir.pgDir, '-p', '5555'];
  const lock = { pid: 41, dataDir: dir.pgDir };

  it('its command line names the data folder and it runs there under a lock naming it, or in the folder deleted', () => {
    expect(isEarlierClonePostmaster(41, { state: 'S', argv, cwd: dir.realDir }, dir, lock)).toBe(true);
    expect(
      isEarlierClonePostmaster(
        41,
        { state: 'S', argv, cwd: `${dir.realDir}.orphaned-2026-12-01T00-00-00-000Z` },
        dir,
        lock,
      ),
    ).toBe(true);
    expect(isEarlierClonePostmaster(41, { state: 'S', argv, cwd: `${dir.realDir} (deleted)` }, dir, null)).toBe(true);
  });

  it('never by name alone: another folder, a lock naming another PID or folder, or a zombie is not proved', () => {
    expect(
      isEarlierClonePostmaster(41, { state: 'S', argv: ['/opt/pg/bin/postgres'], cwd: dir.realDir }, dir, lock),
    ).toBe(false);
    expect(
      isEarlierClonePostmaster(41, { state: 'S', argv: ['postgres', '-D', '/other/pg'], cwd: dir.realDir }, dir, lock),
    ).toBe(false);
    expect(
      isEarlierClonePostmaster(41, { state: 'S', argv, cwd: dir.realDir }, dir, { pid: 42, dataDir: dir.pgDir }),
    ).toBe(false);
    expect(isEarlierClonePostmaster(41, { state: 'S', argv, cwd: dir.realDir }, dir, { pid: 41, dataDir: '/x' })).toBe(
      false,
    );
    expect(isEarlierClonePostmaster(41, { state: 'S', argv, cwd: dir.realDir }, dir, null)).toBe(false);
    expect(isEarlierClonePostmaster(41, { state: 'S', argv, cwd: '/tmp' }, dir, lock)).toBe(false);
    expect(isEarlierClonePostmaster(41, { state: 'Z', argv, cwd: dir.realDir }, dir, lock)).toBe(false);
  });

  it('a set-aside cluster is kept a week from when it was set aside, whatever its last write', async () => {
    const clusters = await mkdtemp(join(tmpdir(), 'demo-orphan-clusters-'));
    cleanups.push(() => rm(clusters, { recursive: true, force: true }));
    const cloneDir = join(clusters, 'data-0123456789ab');
    const old = await fakeAside(cloneDir, ORPHANED_CLUSTER_KEEP_MS + DAY_MS);
    // Named a week ago but touched when it was set aside an hour ago: kept.
    const touched = await fakeAside(cloneDir, ORPHANED_CLUSTER_KEEP_MS + 2 * DAY_MS);
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await utimes(touched, anHourAgo, anHourAgo);
    const live = join(cloneDir, 'pg');
    await mkdir(live);
    await utimes(live, new Date(0), new Date(0));
    const lines: string[] = [];
    const removed = await removeStaleOrphanedClusters({
      clustersDir: clusters,
      keepPgDir: live,
      nowMs: Date.now(),
      log: (line) => lines.push(line),
    });
    expect(removed).toEqual([old]);
    expect(existsSync(touched)).toBe(true);
    expect(existsSync(live)).toBe(true);
    expect(lines).toHaveLength(1);
  });
});

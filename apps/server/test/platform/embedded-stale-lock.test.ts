// Proves a lock left by a killed PostgreSQL never stops the next start (D2): a zombie postmaster, a
// dead one, a PID reused by another program; and that the placement rules read permissions right.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort, PlacementError, startEmbeddedPostgres } from '../../src/db/embedded';
import {
  classifyHolder,
  describeHolder,
  isServedByLiveServer,
  parentOfProcStat,
  pidOfLock,
  recoverStaleLock,
  refuseWhileServed,
  ServerAlreadyRunningError,
  stateOfProcStat,
} from '../../src/db/postgres-lock';
import { ancestorsOf, canSearch, placePostgres, relocatedName } from '../../src/db/postgres-placement';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('D2: what a lock names, read from the process table', () => {
  const pgDir = '/data/pg';

  it('a zombie, or a process with an empty command line, is stale', () => {
    expect(classifyHolder({ state: 'Z', argv: [], cwd: null }, pgDir)).toEqual({ kind: 'zombie' });
    expect(classifyHolder({ state: 'S', argv: [], cwd: null }, pgDir)).toEqual({ kind: 'zombie' });
    expect(classifyHolder(null, pgDir)).toEqual({ kind: 'gone' });
  });

  it('PostgreSQL on this directory is an orphan to stop; on another directory, or another program, it is foreign', () => {
    const ours = classifyHolder({ state: 'S', argv: ['/x/bin/postgres', '-D', pgDir], cwd: pgDir }, pgDir);
    expect(ours).toEqual({ kind: 'postmaster' });
    const byCwd = classifyHolder({ state: 'S', argv: ['/x/bin/postgres', '-D', 'pg'], cwd: pgDir }, pgDir);
    expect(byCwd).toEqual({ kind: 'postmaster' });
    const other = classifyHolder({ state: 'S', argv: ['/x/bin/postgres', '-D', '/else'], cwd: '/else' }, pgDir);
    expect(other.kind).toBe('foreign');
    const reused = classifyHolder({ state: 'S', argv: ['sleep', '100'], cwd: '/tmp' }, pgDir);
    expect(reused).toEqual({ kind: 'foreign', command: 'sleep 100' });
  });

  it('reads the PID and the state letter whatever the command name holds', () => {
    expect(pidOfLock('4242\n/data/pg\n')).toBe(4242);
    expect(pidOfLock('\n')).toBeNull();
    expect(pidOfLock('garbage')).toBeNull();
    expect(stateOfProcStat('77 (we (ird) name) Z 1 77 77 0')).toBe('Z');
    expect(stateOfProcStat('77 (postgres) S 1')).toBe('S');
  });
});

describe('D15: a second start while the first server runs', () => {
  it('a postmaster whose parent is a live Node.js process is served; under init or a manager, an orphan', () => {
    expect(parentOfProcStat('77 (post (gres)) S 4242 77 77 0')).toBe(4242);
    expect(parentOfProcStat('garbage')).toBeNull();
    const server = { pid: 4242, state: 'S', argv: ['/usr/bin/node', 'scripts/start.mjs'] };
    expect(isServedByLiveServer(server, 1000)).toBe(true);
    // This very process restarting its own postmaster is not a second server.
    expect(isServedByLiveServer(server, 4242)).toBe(false);
    expect(isServedByLiveServer({ pid: 1, state: 'S', argv: ['/sbin/init'] }, 1000)).toBe(false);
    expect(isServedByLiveServer({ pid: 900, state: 'S', argv: ['/lib/systemd/systemd', '--user'] }, 1000)).toBe(false);
    expect(isServedByLiveServer({ ...server, state: 'Z' }, 1000)).toBe(false);
    expect(isServedByLiveServer(null, 1000)).toBe(false);
  });

  it('refuses, naming the running server, and leaves its database serving', { timeout: 120_000 }, async () => {
    const dataDir = await tempDir('demo-served-');
    await chmod(dataDir, 0o755);
    const runtimeDir = await tempDir('demo-served-runtime-');
    await chmod(runtimeDir, 0o755);
    const running = await startEmbeddedPostgres({ dataDir, runtimeDir });
    cleanups.push(() => running.stop());
    // Seen from another process (self 0), this test's worker is a live server with a postmaster.
    const refusal = refuseWhileServed(running.pgDir, 0);
    await expect(refusal).rejects.toBeInstanceOf(ServerAlreadyRunningError);
    await expect(refuseWhileServed(running.pgDir, 0)).rejects.toThrow(`(process ${process.pid})`);
    // Seen from the server itself, nothing is refused (it restarts its own postmaster after a crash).
    await expect(refuseWhileServed(running.pgDir)).resolves.toBeUndefined();
    const client = new pg.Client({ connectionString: running.url });
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  });
});

describe('D3: who may pass through a directory', () => {
  const who = { uid: 101, gid: 104 };

  it('applies the owner, then group, then others bit, as the kernel does', () => {
    expect(canSearch({ mode: 0o700, uid: 0, gid: 0 }, who)).toBe(false);
    expect(canSearch({ mode: 0o701, uid: 0, gid: 0 }, who)).toBe(true);
    expect(canSearch({ mode: 0o710, uid: 0, gid: 104 }, who)).toBe(true);
    // The owner's bits decide for the owner, even when others may pass.
    expect(canSearch({ mode: 0o601, uid: 101, gid: 0 }, who)).toBe(false);
    expect(canSearch({ mode: 0o700, uid: 101, gid: 0 }, who)).toBe(true);
  });

  it('lists every directory from the root down, and names a relocated directory stably', () => {
    expect(ancestorsOf('/root/project/data')).toEqual(['/', '/root', '/root/project', '/root/project/data']);
    expect(relocatedName('/root/project/data')).toBe(relocatedName('/root/project/data'));
    expect(relocatedName('/root/project/data')).not.toBe(relocatedName('/root/other/data'));
    expect(relocatedName('/root/project/data')).toMatch(/^data-[0-9a-f]{12}$/);
  });
});

describe('D3: where nothing can serve', () => {
  it.skipIf(process.getuid?.() !== 0)('as root, stops with one sentence that says what to change', async () => {
    const home = await tempDir('demo-closed-home-');
    await chmod(home, 0o700);
    const runtimeDir = join(home, 'runtime'); // inside the 0700 folder: out of the postgres user's reach
    const started = startEmbeddedPostgres({ dataDir: join(home, 'data'), runtimeDir });
    await expect(started).rejects.toBeInstanceOf(PlacementError);
    await expect(started).rejects.toThrow(/set PG_RUNTIME_DIR or DATA_DIR to a directory every user can traverse/);
  });
});

describe('D2: a start after a crash', { timeout: 120_000 }, () => {
  it('removes a lock naming a process that is now another program, and leaves a live one alone', async () => {
    const dir = await tempDir('demo-lock-');
    const sleeper = spawn('sleep', ['30']);
    cleanups.push(async () => void sleeper.kill('SIGKILL'));
    const lockFile = join(dir, 'postmaster.pid');
    await writeFile(lockFile, `${sleeper.pid}\n${dir}\n`);
    const lines: string[] = [];
    await recoverStaleLock(dir, (line) => lines.push(line));
    expect(existsSync(lockFile)).toBe(false);
    expect(lines.join('\n')).toContain('another program');
    expect(sleeper.exitCode).toBeNull();
  });

  it('starts at once over the lock of a killed postmaster its parent never reaped (a zombie)', async () => {
    const dataDir = await tempDir('demo-zombie-');
    await chmod(dataDir, 0o755);
    const runtimeDir = await tempDir('demo-zombie-runtime-');
    await chmod(runtimeDir, 0o755);
    const first = await startEmbeddedPostgres({ dataDir, runtimeDir });
    const pgDir = first.pgDir;
    await first.stop();
    const placement = await placePostgres({ dataDir, runtimeDir, log: () => undefined });

    // A shell starts the postmaster in the background, then becomes `sleep`, which never waits for
    // its children: once killed, the postmaster stays a zombie for as long as the sleep lives.
    const port = await findFreePort();
    const postgres = join(placement.nativeDir, 'bin', 'postgres');
    const script = `"${postgres}" -D "${pgDir}" -p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= >/dev/null 2>&1 & echo $!; exec sleep 120`;
    const holder = spawn('sh', ['-c', script], {
      stdio: ['ignore', 'pipe', 'ignore'],
      ...(placement.runAs ? { uid: placement.runAs.uid, gid: placement.runAs.gid } : {}),
    });
    cleanups.push(async () => void holder.kill('SIGKILL'));
    const postmasterPid = await new Promise<number>((resolve) =>
      holder.stdout?.once('data', (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10))),
    );
    await waitUntil(async () => (await readFile(join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '')) !== '');
    await waitUntil(async () => acceptsConnections(port));
    process.kill(postmasterPid, 'SIGKILL');
    await waitUntil(async () => (await describeHolder(postmasterPid, pgDir)).kind === 'zombie');
    // Signal 0 still reaches a zombie: this is what made PostgreSQL refuse to start.
    expect(() => process.kill(postmasterPid, 0)).not.toThrow();
    expect(existsSync(join(pgDir, 'postmaster.pid'))).toBe(true);

    const startedMs = Date.now();
    const second = await startEmbeddedPostgres({ dataDir, runtimeDir });
    try {
      expect(Date.now() - startedMs).toBeLessThan(10_000);
      const client = new pg.Client({ connectionString: second.url });
      await client.connect();
      expect((await client.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
      await client.end();
    } finally {
      await second.stop();
    }
  });
});

async function acceptsConnections(port: number): Promise<boolean> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'nobody',
    database: 'x',
    connectionTimeoutMillis: 500,
  });
  try {
    await client.connect();
    return true;
  } catch (error) {
    // An authentication refusal means the server is up and answering.
    return /password|authentication|does not exist|SASL/i.test(String(error));
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Proves the real start path (`npm start` without the build: scripts/start.mjs) serves with its data
// under a 0700 folder, as root or not (D3), and that killing the server and its PostgreSQL with
// SIGKILL and starting again at once serves within 10 s, five times in a row (D2).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { findFreePort } from '../../src/db/embedded';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const SERVE_WITHIN_MS = 10_000;
const RESTARTS = 5;

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

interface Started {
  child: ChildProcess;
  output: () => string;
}

function startServer(env: NodeJS.ProcessEnv): Started {
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs', '--skip-build'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  cleanups.push(async () => void child.kill('SIGKILL'));
  return { child, output: () => output };
}

/** Milliseconds until `/healthz` answers 200, or a failure with the server's own words. */
async function servingWithin(port: number, started: Started, timeoutMs: number): Promise<number> {
  const startedMs = Date.now();
  while (Date.now() - startedMs < timeoutMs) {
    if (started.child.exitCode !== null) throw new Error(`the server exited:\n${started.output().slice(-3000)}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return Date.now() - startedMs;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not serving within ${timeoutMs} ms:\n${started.output().slice(-3000)}`);
}

/** The data directory PostgreSQL uses: DATA_DIR/pg, or where DATA_DIR/pg-location says. */
async function pgDirOf(dataDir: string): Promise<string> {
  const location = join(dataDir, 'pg-location');
  return existsSync(location) ? (await readFile(location, 'utf8')).trim() : join(dataDir, 'pg');
}

it('D2, D3: serves from a 0700 folder, then after kill -9 of server and PostgreSQL, five times, each within 10 s', {
  timeout: 240_000,
}, async () => {
  const home = await mkdtemp(join(tmpdir(), 'demo-home-'));
  cleanups.push(() => rm(home, { recursive: true, force: true }));
  await chmod(home, 0o700);
  const runtimeDir = await mkdtemp(join(tmpdir(), 'demo-runtime-'));
  cleanups.push(() => rm(runtimeDir, { recursive: true, force: true }));
  await chmod(runtimeDir, 0o755);
  const dataDir = join(home, 'project', 'data');
  await mkdir(join(home, 'project'));
  const port = await findFreePort();
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    PG_RUNTIME_DIR: runtimeDir,
    ADMIN_INITIAL_PASSWORD: 'first-admin-password',
  };

  let started = startServer(env);
  // The first start creates the cluster and runs every migration: it gets longer than a restart.
  await servingWithin(port, started, 60_000);
  if (process.getuid?.() === 0) {
    expect(started.output()).toContain('the database files are in');
    expect(await pgDirOf(dataDir)).toContain(runtimeDir);
  }

  for (let round = 1; round <= RESTARTS; round++) {
    const pgDir = await pgDirOf(dataDir);
    const postmasterPid = Number.parseInt(
      (await readFile(join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '',
      10,
    );
    expect(postmasterPid).toBeGreaterThan(0);
    started.child.kill('SIGKILL');
    process.kill(postmasterPid, 'SIGKILL');
    await new Promise((resolve) => started.child.once('exit', resolve));

    started = startServer(env);
    const tookMs = await servingWithin(port, started, SERVE_WITHIN_MS);
    expect(tookMs, `restart ${round}`).toBeLessThan(SERVE_WITHIN_MS);
  }

  // A graceful stop closes sockets with 1001 (going away), so clients reconnect to another node.
  const socket = new WebSocket(`ws://127.0.0.1:${port}/smart_socket`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (closeCode) => resolve(closeCode)));
  started.child.kill('SIGTERM');
  const code = await new Promise((resolve) => started.child.once('exit', resolve));
  expect(code).toBe(0);
  expect(await closed).toBe(1001);
  expect(started.output()).toContain('"msg":"stopped"');
});

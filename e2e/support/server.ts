import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the real server the way `npm start` does (built web and console, embedded PostgreSQL in a
 * fresh data directory) and keeps its log so tests can read what the log-writing SMS sender wrote.
 */
export interface RunningServer {
  readonly baseUrl: string;
  readonly dataDir: string;
  /** The server process's id (the orders bench reads its CPU time). */
  readonly pid: number | undefined;
  log(): string;
  stop(): Promise<void>;
}

const repoRoot = new URL('../..', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** `nodeArgs` go to the server's node before the script (the orders bench passes `--cpu-prof` through it). */
export async function startServer(
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'apps/server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  const startTimeoutMs = 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const reply = await fetch(`${baseUrl}/healthz`);
      if (reply.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - startedAt > startTimeoutMs)
      throw new Error(`server did not start in ${startTimeoutMs} ms:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid,
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The newest code the log-writing SMS sender wrote for this phone or e-mail; with `sinceOffset` (a
 * length of `server.log()` taken earlier), only a code written after that point, e.g. a reset code
 * for a phone that already had its registration code.
 */
export async function smsCodeFromLog(
  server: RunningServer,
  phoneOrEmail: string,
  timeoutMs = 10_000,
  sinceOffset = 0,
): Promise<string> {
  const escaped = phoneOrEmail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`SMS code for (?:\\+91)?${escaped}: (\\d{6})`, 'g');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = [...server.log().slice(sinceOffset).matchAll(pattern)];
    const last = matches.at(-1)?.[1];
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phoneOrEmail} in the server log`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Moves a test server's market clock forwards (docs/SPEC.md D9); the server must run with
 * `MARKET_CLOCK_CONTROL=on`. Answers the server's new now, epoch ms.
 */
export async function advanceClock(server: RunningServer, ms: number): Promise<number> {
  const reply = await fetch(`${server.baseUrl}/__test/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `ms=${ms}`,
  });
  const json = (await reply.json()) as { code: number; message: string; body: { nowMs: number } | null };
  if (json.code !== 200 || json.body === null) throw new Error(`the clock did not move: ${json.message}`);
  return json.body.nowMs;
}

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

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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

/** The newest code the log-writing SMS sender wrote for this phone or e-mail. */
export async function smsCodeFromLog(server: RunningServer, phoneOrEmail: string, timeoutMs = 10_000): Promise<string> {
  const escaped = phoneOrEmail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`SMS code for (?:\\+91)?${escaped}: (\\d{6})`, 'g');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = [...server.log().matchAll(pattern)];
    const last = matches.at(-1)?.[1];
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phoneOrEmail} in the server log`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

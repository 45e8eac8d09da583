import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../../src/db/embedded';

/**
 * The server under test, run exactly as `npm run serve` runs it (scripts/start.mjs --skip-build:
 * the production bundle, NODE_ENV=production, embedded PostgreSQL in a fresh DATA_DIR), so a kill
 * hits the same process a real deployment runs. It keeps every line every incarnation wrote, so the
 * SMS codes of the log-writing sender can be read and a failed run can keep the logs.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');

/** How long one start may take before the run fails: generous, the machine is shared and loaded. */
export const SERVE_TIMEOUT_MS = 180_000;
/** How long a graceful stop may take before it is a kill. */
const STOP_TIMEOUT_MS = 30_000;
const POLL_MS = 50;

export interface ServerOptions {
  /** Extra environment for the server (ADMIN_INITIAL_PASSWORD, limits…). */
  env: Record<string, string>;
}

export class ChaosServer {
  readonly baseUrl: string;
  private child: ChildProcess | null = null;
  private output = '';
  private incarnation = 0;

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly runtimeDir: string,
    private readonly env: Record<string, string>,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /** A server on a free port with a fresh data directory (0700, as a home folder would be). */
  static async create(options: ServerOptions): Promise<ChaosServer> {
    const home = await mkdtemp(join(tmpdir(), 'demo-chaos-'));
    await chmod(home, 0o700);
    const runtimeDir = await mkdtemp(join(tmpdir(), 'demo-chaos-pg-'));
    // As root, PostgreSQL runs as the postgres user and keeps its cluster here (docs/SPEC.md D3).
    await chmod(runtimeDir, 0o755);
    const dataDir = join(home, 'data');
    await mkdir(dataDir);
    return new ChaosServer(await findFreePort(), dataDir, runtimeDir, options.env);
  }

  /** Everything every incarnation wrote, in order, each start marked. */
  log(): string {
    return this.output;
  }

  /** Starts an incarnation and answers the milliseconds until `/healthz` answered 200. */
  async start(timeoutMs = SERVE_TIMEOUT_MS): Promise<number> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null)
      throw new Error('the server is already running');
    this.incarnation += 1;
    this.output += `\n===== chaos: start ${this.incarnation} at ${new Date().toISOString()} =====\n`;
    const startedMs = Date.now();
    const child = spawn(process.execPath, ['scripts/start.mjs', '--skip-build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        PG_RUNTIME_DIR: this.runtimeDir,
        // Per-address limits would throttle the load generator, which speaks from many addresses.
        TRUST_PROXY: '1',
        // Test-only cost: a production scrypt hash takes 128 MB and most of a core per payment password.
        SCRYPT_N_LOG2: '14',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const append = (chunk: Buffer) => {
      this.output += chunk.toString('utf8');
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    while (Date.now() - startedMs < timeoutMs) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server exited during its start (${child.exitCode ?? child.signalCode})`);
      const ok = await fetch(`${this.baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) })
        .then((reply) => reply.status === 200)
        .catch(() => false);
      if (ok) return Date.now() - startedMs;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`the server did not serve within ${timeoutMs} ms`);
  }

  /** The cluster directory: DATA_DIR/pg, or where DATA_DIR/pg-location says (as root). */
  async pgDir(): Promise<string> {
    const location = join(this.dataDir, 'pg-location');
    return existsSync(location) ? (await readFile(location, 'utf8')).trim() : join(this.dataDir, 'pg');
  }

  /** The postmaster's pid and port from its lock file (its first and fourth lines). */
  async postmaster(): Promise<{ pid: number; port: number }> {
    const lines = (await readFile(join(await this.pgDir(), 'postmaster.pid'), 'utf8')).split('\n');
    const pid = Number.parseInt(lines[0] ?? '', 10);
    const port = Number.parseInt(lines[3] ?? '', 10);
    if (!(pid > 0) || !(port > 0)) throw new Error(`unreadable postmaster.pid: ${lines.slice(0, 4).join(' | ')}`);
    return { pid, port };
  }

  /** A URL of the embedded database, for the checks after the run. */
  async databaseUrl(): Promise<string> {
    const credentials = JSON.parse(await readFile(join(this.dataDir, 'pg-credentials.json'), 'utf8')) as {
      user: string;
      password: string;
    };
    const { port } = await this.postmaster();
    return `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/demo`;
  }

  /**
   * SIGKILL of the server, and with `withPostgres` of its PostgreSQL too (a power cut); otherwise
   * PostgreSQL lives on as an orphan that the next start stops first (D2). Resolves once the server
   * process is gone.
   */
  async kill(withPostgres: boolean): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error('no server to kill');
    const postmaster = withPostgres ? await this.postmaster() : null;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.output += `\n===== chaos: SIGKILL server${withPostgres ? ` and PostgreSQL ${postmaster?.pid}` : ''} at ${new Date().toISOString()} =====\n`;
    child.kill('SIGKILL');
    if (postmaster) process.kill(postmaster.pid, 'SIGKILL');
    await exited;
  }

  /** A graceful stop (SIGTERM), then the data removed unless `keep`. */
  async stop(keep = false): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    // A server killed last leaves its PostgreSQL running as an orphan: stop it (immediate shutdown).
    const postmaster = await this.postmaster().catch(() => null);
    if (postmaster) {
      try {
        process.kill(postmaster.pid, 'SIGQUIT');
      } catch {
        // Already gone.
      }
    }
    if (!keep) {
      await rm(join(this.dataDir, '..'), { recursive: true, force: true });
      await rm(this.runtimeDir, { recursive: true, force: true });
    }
  }

  /** The newest code the log-writing SMS sender wrote for this phone. */
  async smsCode(phone: string, timeoutMs = 20_000): Promise<string> {
    const pattern = new RegExp(`SMS code for (?:\\+91)?${phone}: (\\d{6})`, 'g');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const last = [...this.output.matchAll(pattern)].at(-1)?.[1];
      if (last) return last;
      if (Date.now() > deadline) throw new Error(`no SMS code for ${phone} in the server log`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

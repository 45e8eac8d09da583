// An open-loop load at a steady rate, for the orders bench's latency at half load (docs/adr/0005).
//
// autocannon's `overallRate` lets each connection send as fast as it can until it has used its share
// of the second, then waits for the next second: at "half load" the server runs flat out for half of
// every second and idles the other half, so the latencies are those of full load. And it corrects
// for coordinated omission with an expected interval of `ceil(1 / rate)` milliseconds (1 ms for any
// rate above one a second), adding a made-up sample for every millisecond of every reply. This one
// starts transaction k at start + k / rate, whatever happened before, and measures each from the
// instant it was due, so a reply that waited for a free connection or a free user counts that wait.
import { writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

export interface PacedTrader {
  readonly token: string;
}

export interface PacedStep {
  readonly path: string;
  readonly body: (state: { orderId: number | null }) => string;
  /** The order id the next step of this trader needs, from this step's reply body (or null). */
  readonly next: (reply: unknown) => number | null;
}

export interface PacedOptions {
  readonly baseUrl: string;
  readonly traders: readonly PacedTrader[];
  /** Transactions started per second, evenly spaced. */
  readonly rateTps: number;
  readonly durationS: number;
  /** Keep-alive connections to the server, at most. */
  readonly connections: number;
  /** Replies slower than this many ms are counted (`slowReplies`): the caller's goal for the p99. */
  readonly slowMs: number;
  /** Each trader's cycle, one transaction per step (create, then cover). */
  readonly steps: readonly PacedStep[];
}

export interface PacedResult {
  /** Transactions answered with HTTP 200 and envelope code 200, per second of the run. */
  readonly tps: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Replies timed at more than `slowMs`. */
  readonly slowReplies: number;
  readonly errors: number;
  /** Each second of the run (by due time) with that second's own p99, for where the tail happened. */
  readonly p99BySecondMs: readonly number[];
}

/** The value at quantile `q` (0–1) of ascending `sorted`, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

interface TraderState {
  readonly trader: PacedTrader;
  step: number;
  orderId: number | null;
  busy: boolean;
}

/**
 * Keep-alive HTTP/1.1 connections of our own, one request at a time each, with the request written
 * as one string and the reply read by its content-length: the generator shares the machine with
 * the server, and Node's HTTP client cost 1.1–1.3 ms of CPU a transaction (docs/adr/0005).
 */
class Connections {
  private readonly idle: Socket[] = [];
  private readonly waiting: Array<(socket: Socket) => void> = [];
  private readonly all: Socket[] = [];
  private readonly host: string;
  private readonly port: number;

  constructor(
    baseUrl: string,
    private readonly max: number,
  ) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port || 80);
  }

  async post(path: string, token: string, body: string): Promise<{ status: number; text: string }> {
    const socket = await this.acquire();
    try {
      return await exchange(
        socket,
        `POST ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\ntoken: ${token}\r\nConnection: keep-alive\r\n\r\n${body}`,
      );
    } catch (error) {
      socket.destroy();
      this.all.splice(this.all.indexOf(socket), 1);
      throw error;
    } finally {
      if (!socket.destroyed) this.release(socket);
    }
  }

  close(): void {
    for (const socket of this.all) socket.destroy();
  }

  private async acquire(): Promise<Socket> {
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.all.length < this.max) {
      const socket = connect({ host: this.host, port: this.port, noDelay: true });
      // An idle connection's error closes it; the request that next uses it sees the close.
      socket.on('error', () => undefined);
      this.all.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('error', reject);
      });
      return socket;
    }
    return await new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(socket: Socket): void {
    const next = this.waiting.shift();
    if (next) next(socket);
    else this.idle.push(socket);
  }
}

/** Writes one request and reads one reply (status line, headers, a body of content-length bytes). */
function exchange(socket: Socket, requestText: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let buffered: Buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      const headerEnd = buffered.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const head = buffered.subarray(0, headerEnd).toString('latin1');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length?.[1]) return done(new Error(`a reply without content-length: ${head.slice(0, 80)}`));
      const bodyEnd = headerEnd + 4 + Number(length[1]);
      if (buffered.length < bodyEnd) return;
      const status = Number(head.slice(9, 12));
      done(null, { status, text: buffered.subarray(headerEnd + 4, bodyEnd).toString('utf8') });
    };
    const onError = (error: Error) => done(error);
    const onClose = () => done(new Error('the connection closed before the reply'));
    const done = (error: Error | null, reply?: { status: number; text: string }) => {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
      if (error || !reply) reject(error ?? new Error('no reply'));
      else resolve(reply);
    };
    socket.on('data', onData);
    socket.once('error', onError);
    socket.once('close', onClose);
    socket.write(requestText);
  });
}

/**
 * Runs the load: transaction k is due at start + k / rateTps for k < rateTps × durationS; it goes to
 * the next trader (round robin) with no transaction in flight, as soon as there is one.
 */
export async function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  const connections = new Connections(options.baseUrl, options.connections);
  const states: TraderState[] = options.traders.map((trader) => ({ trader, step: 0, orderId: null, busy: false }));
  const total = Math.floor(options.rateTps * options.durationS);
  const intervalMs = 1000 / options.rateTps;
  const latenciesMs: number[] = [];
  /** Per transaction: when it was due (ms after the start), its latency, and its path. */
  const trace: string[] = [];
  /** Latencies by the second of the run they were due in. */
  const bySecond: number[][] = [];
  let errors = 0;
  let answered = 0;
  let nextTrader = 0;
  const waiting: number[] = [];
  let freed: (() => void) | null = null;

  const freeTrader = (): TraderState | undefined => {
    for (let i = 0; i < states.length; i++) {
      const state = states[(nextTrader + i) % states.length];
      if (state && !state.busy) {
        nextTrader = (nextTrader + i + 1) % states.length;
        return state;
      }
    }
    return undefined;
  };

  const startMs = performance.now();
  const run = async (state: TraderState, dueMs: number): Promise<void> => {
    state.busy = true;
    const step = options.steps[state.step % options.steps.length];
    if (!step) throw new Error('pacedLoad: no steps');
    try {
      const reply = await connections.post(step.path, state.trader.token, step.body(state));
      const latencyMs = performance.now() - dueMs;
      latenciesMs.push(latencyMs);
      const second = Math.floor((dueMs - startMs) / 1000);
      const inSecond = bySecond[second] ?? [];
      inSecond.push(latencyMs);
      bySecond[second] = inSecond;
      trace.push(`${(dueMs - startMs).toFixed(1)} ${latencyMs.toFixed(1)} ${step.path}`);
      const parsed = reply.status === 200 ? (JSON.parse(reply.text) as { code: number; body: unknown }) : null;
      if (parsed === null || parsed.code !== 200) {
        errors += 1;
        state.orderId = null;
      } else {
        answered += 1;
        state.orderId = step.next(parsed.body);
      }
    } catch {
      errors += 1;
      state.orderId = null;
    } finally {
      // A failed step starts the trader's cycle again, so a cover never names a failed create.
      state.step = state.orderId === null ? 0 : state.step + 1;
      state.busy = false;
      freed?.();
    }
  };

  const inFlight = new Set<Promise<void>>();
  for (let k = 0; k < total; k++) {
    const dueMs = startMs + k * intervalMs;
    const waitMs = dueMs - performance.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    waiting.push(dueMs);
    for (;;) {
      const state = freeTrader();
      if (state) {
        const due = waiting.shift() ?? dueMs;
        const job = run(state, due);
        inFlight.add(job);
        void job.finally(() => inFlight.delete(job));
        if (waiting.length === 0) break;
        continue;
      }
      // Every trader is busy: wait for one, keeping the due time, so the wait is counted.
      await new Promise<void>((resolve) => {
        freed = resolve;
      });
      freed = null;
    }
  }
  await Promise.all(inFlight);
  // BENCH_TRACE=<file>: every transaction's due time and latency, to see when in the run the tail happens;
  // its first line is the run's start in epoch milliseconds, to set it beside the server's wall clock.
  if (process.env.BENCH_TRACE)
    writeFileSync(
      process.env.BENCH_TRACE,
      `# started ${Date.now() - (performance.now() - startMs)}\n${trace.join('\n')}\n`,
    );
  const elapsedS = (performance.now() - startMs) / 1000;
  connections.close();
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    tps: answered / Math.max(elapsedS, options.durationS),
    p50Ms: quantile(sorted, 0.5),
    p90Ms: quantile(sorted, 0.9),
    p99Ms: quantile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    slowReplies: sorted.filter((ms) => ms > options.slowMs).length,
    errors,
    p99BySecondMs: Array.from(bySecond, (latencies = []) =>
      quantile(
        [...latencies].sort((a, b) => a - b),
        0.99,
      ),
    ),
  };
}

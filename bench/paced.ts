// An open-loop load at a steady rate, for the orders bench's latency at half load (docs/adr/0005).
//
// autocannon's `overallRate` lets each connection send as fast as it can until it has used its share
// of the second, then waits for the next second: at "half load" the server runs flat out for half of
// every second and idles the other half, so the latencies are those of full load. And it corrects
// for coordinated omission with an expected interval of `ceil(1 / rate)` milliseconds (1 ms for any
// rate above one a second), adding a made-up sample for every millisecond of every reply. This one
// starts transaction k at start + k / rate, whatever happened before, and measures each from the
// instant it was due, so a reply that waited for a free connection or a free user counts that wait.
import { Agent, request } from 'node:http';

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
  readonly errors: number;
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

function post(
  agent: Agent,
  baseUrl: string,
  path: string,
  token: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, baseUrl),
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          token,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Runs the load: transaction k is due at start + k / rateTps for k < rateTps × durationS; it goes to
 * the next trader (round robin) with no transaction in flight, as soon as there is one.
 */
export async function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const states: TraderState[] = options.traders.map((trader) => ({ trader, step: 0, orderId: null, busy: false }));
  const total = Math.floor(options.rateTps * options.durationS);
  const intervalMs = 1000 / options.rateTps;
  const latenciesMs: number[] = [];
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

  const run = async (state: TraderState, dueMs: number): Promise<void> => {
    state.busy = true;
    const step = options.steps[state.step % options.steps.length];
    if (!step) throw new Error('pacedLoad: no steps');
    try {
      const reply = await post(agent, options.baseUrl, step.path, state.trader.token, step.body(state));
      latenciesMs.push(performance.now() - dueMs);
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
  const startMs = performance.now();
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
  const elapsedS = (performance.now() - startMs) / 1000;
  agent.destroy();
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    tps: answered / Math.max(elapsedS, options.durationS),
    p50Ms: quantile(sorted, 0.5),
    p90Ms: quantile(sorted, 0.9),
    p99Ms: quantile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    errors,
  };
}

import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { ledgerMetricLines } from '../../ledger/metrics';
import { apiCodeOf } from '../../plugins/api-codes';

/**
 * A small Prometheus text exposition written by hand: process gauges, HTTP requests by route and
 * status, their latency histogram, and API replies by envelope code. Route labels are the
 * registered route patterns (never raw URLs), so the number of series stays bounded.
 */
const DURATION_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
const UNMATCHED_ROUTE = 'unmatched';
/**
 * Bounds of the garbage collector's pause histogram: a young-generation collection here takes a few
 * milliseconds, and one of 25 ms or more is what the orders bench's half-load p99 cannot absorb.
 */
const GC_BUCKETS_S = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25] as const;
/** V8's collection kinds, by the `kind` of a `gc` performance entry. */
const GC_KINDS: ReadonlyMap<number, string> = new Map([
  [constants.NODE_PERFORMANCE_GC_MINOR, 'minor'],
  [constants.NODE_PERFORMANCE_GC_MAJOR, 'major'],
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL, 'incremental'],
  [constants.NODE_PERFORMANCE_GC_WEAKCB, 'weakcb'],
]);

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

export class Metrics {
  private readonly requests = new Map<string, number>();
  private readonly replies = new Map<string, number>();
  private readonly durations = new Map<string, Histogram>();
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 20 });
  /** The garbage collector's pauses by kind (every one stops this node's event loop). */
  private readonly gcPauses = new Map<string, Histogram>();
  private readonly gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail: unknown = Reflect.get(entry, 'detail'); // A gc entry's { kind }, not in PerformanceEntry's type.
      const kind = typeof detail === 'object' && detail !== null ? Reflect.get(detail, 'kind') : undefined;
      const label = `kind="${(typeof kind === 'number' && GC_KINDS.get(kind)) || 'other'}"`;
      observeInto(this.gcPauses, GC_BUCKETS_S, label, entry.duration / 1000);
    }
  });
  /** Kept by the socket hub (realtime/hub.ts): open sockets, frames written, slow clients closed. */
  readonly sockets = { connected: 0, framesSent: 0, slowClientDrops: 0 };
  /** Read from the market feed (market/market.ts) at each scrape. */
  market: { isLeader(): boolean; ticksPerSecond(): number } | null = null;

  constructor() {
    this.loopDelay.enable();
    this.gcObserver.observe({ entryTypes: ['gc'] });
  }

  install(app: FastifyInstance): void {
    // A plain callback hook with each route's label text worked out once: every reply passes here,
    // so it costs no promise and builds no string it has built before.
    app.addHook('onResponse', (request, reply, done) => {
      const route = this.routeLabel(request.routeOptions.url ?? UNMATCHED_ROUTE);
      this.bump(this.requests, `method="${request.method}",${route},status="${reply.statusCode}"`);
      const code = apiCodeOf(request);
      if (code !== undefined) this.bump(this.replies, `${route},code="${code}"`);
      this.observe(route, reply.elapsedTime / 1000);
      done();
    });
    app.addHook('onClose', async () => {
      this.loopDelay.disable();
      this.gcObserver.disconnect();
    });
  }

  /** `route="<pattern>"`, escaped, per registered route pattern (a bounded set). */
  private readonly routeLabels = new Map<string, string>();

  private routeLabel(route: string): string {
    let label = this.routeLabels.get(route);
    if (label === undefined) {
      label = `route="${escapeLabel(route)}"`;
      this.routeLabels.set(route, label);
    }
    return label;
  }

  private bump(map: Map<string, number>, labels: string): void {
    map.set(labels, (map.get(labels) ?? 0) + 1);
  }

  private observe(labels: string, seconds: number): void {
    observeInto(this.durations, DURATION_BUCKETS_S, labels, seconds);
  }

  /** The exposition; `extra` lines (the database pool's, modules/health/routes.ts) go last. */
  render(extra: readonly string[] = []): string {
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const lines = [
      '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.',
      '# TYPE process_cpu_seconds_total counter',
      `process_cpu_seconds_total ${(cpu.user + cpu.system) / 1e6}`,
      '# HELP process_resident_memory_bytes Resident memory size in bytes.',
      '# TYPE process_resident_memory_bytes gauge',
      `process_resident_memory_bytes ${memory.rss}`,
      '# HELP nodejs_heap_used_bytes V8 heap used in bytes.',
      '# TYPE nodejs_heap_used_bytes gauge',
      `nodejs_heap_used_bytes ${memory.heapUsed}`,
      '# HELP process_uptime_seconds Seconds since the process started.',
      '# TYPE process_uptime_seconds gauge',
      `process_uptime_seconds ${process.uptime()}`,
      '# HELP nodejs_eventloop_delay_p99_seconds 99th percentile of event loop delay.',
      '# TYPE nodejs_eventloop_delay_p99_seconds gauge',
      `nodejs_eventloop_delay_p99_seconds ${this.loopDelay.percentile(99) / 1e9}`,
      '# HELP http_requests_total HTTP requests by method, route and status.',
      '# TYPE http_requests_total counter',
      ...[...this.requests].map(([labels, n]) => `http_requests_total{${labels}} ${n}`),
      '# HELP api_replies_total API envelope replies by route and envelope code.',
      '# TYPE api_replies_total counter',
      ...[...this.replies].map(([labels, n]) => `api_replies_total{${labels}} ${n}`),
      '# HELP socket_connections Open /smart_socket connections on this node.',
      '# TYPE socket_connections gauge',
      `socket_connections ${this.sockets.connected}`,
      '# HELP socket_frames_sent_total Frames written to /smart_socket connections.',
      '# TYPE socket_frames_sent_total counter',
      `socket_frames_sent_total ${this.sockets.framesSent}`,
      '# HELP socket_slow_client_drops_total Connections closed because they read too slowly.',
      '# TYPE socket_slow_client_drops_total counter',
      `socket_slow_client_drops_total ${this.sockets.slowClientDrops}`,
      ...(this.market
        ? [
            '# HELP market_feed_leader 1 if this node runs the market feed (holds its advisory lock), else 0.',
            '# TYPE market_feed_leader gauge',
            `market_feed_leader ${this.market.isLeader() ? 1 : 0}`,
            '# HELP market_feed_ticks_per_second Quotes the feed published in its last one-second step.',
            '# TYPE market_feed_ticks_per_second gauge',
            `market_feed_ticks_per_second ${this.market.ticksPerSecond()}`,
          ]
        : []),
      '# HELP http_request_duration_seconds HTTP request latency by route.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    lines.push(...histogramLines('http_request_duration_seconds', DURATION_BUCKETS_S, this.durations));
    lines.push(
      '# HELP nodejs_gc_duration_seconds Garbage collection pauses by kind.',
      '# TYPE nodejs_gc_duration_seconds histogram',
      ...histogramLines('nodejs_gc_duration_seconds', GC_BUCKETS_S, this.gcPauses),
    );
    lines.push(...ledgerMetricLines(), ...extra);
    return `${lines.join('\n')}\n`;
  }
}

function observeInto(
  histograms: Map<string, Histogram>,
  bounds: readonly number[],
  labels: string,
  seconds: number,
): void {
  let h = histograms.get(labels);
  if (!h) {
    h = { counts: bounds.map(() => 0), sum: 0, count: 0 };
    histograms.set(labels, h);
  }
  for (let i = 0; i < bounds.length; i++) {
    if (seconds <= (bounds[i] ?? 0)) h.counts[i] = (h.counts[i] ?? 0) + 1;
  }
  h.sum += seconds;
  h.count += 1;
}

/** A histogram's bucket, sum and count lines per label set, as the exposition format writes them. */
function histogramLines(name: string, bounds: readonly number[], histograms: Map<string, Histogram>): string[] {
  const lines: string[] = [];
  for (const [labels, h] of histograms) {
    bounds.forEach((bound, i) => {
      lines.push(`${name}_bucket{${labels},le="${bound}"} ${h.counts[i] ?? 0}`);
    });
    lines.push(`${name}_bucket{${labels},le="+Inf"} ${h.count}`);
    lines.push(`${name}_sum{${labels}} ${h.sum}`);
    lines.push(`${name}_count{${labels}} ${h.count}`);
  }
  return lines;
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

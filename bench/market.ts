// The market's cost as the catalogue grows: the feed leader's work per one-second step (the core
// simulator plus formatting every quote, as apps/server/src/market/feed.ts does) and the latency of
// the product list calls on a started server. Run with `npx tsx bench/market.ts`; set
// BENCH_DATABASE_URL to use an existing empty PostgreSQL database instead of the embedded one.
import { CATALOGUE, createSimulator, DEFAULT_HOLIDAYS, findInstrument, formatQuote, step } from '@demo/core';
import { startServer } from '../e2e/support/server';

const STEPS = 300;
const REQUESTS = 200;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** Steps the whole catalogue once a second for `STEPS` seconds from `startMs`. */
function feedCost(label: string, startMs: number): string {
  let state = createSimulator({ seed: 20_260_101, instruments: CATALOGUE, startMs });
  // CPU time of this process, not wall time: the machine may be shared, and the feed's cost is CPU.
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const firstStarted = cpuMs();
  let result = step(state, startMs, DEFAULT_HOLIDAYS);
  const firstMs = cpuMs() - firstStarted;
  state = result.state;
  const times: number[] = [];
  let quotes = 0;
  let frameBytes = 0;
  for (let k = 1; k <= STEPS; k++) {
    const started = cpuMs();
    result = step(state, startMs + k * 1000, DEFAULT_HOLIDAYS);
    const texts = result.quotes.map((q) => formatQuote(q, findInstrument(q.code)?.decimals ?? 2));
    times.push(cpuMs() - started);
    // What the socket's `front` frame carries each second (the quotes as JSON).
    frameBytes += JSON.stringify(texts).length;
    state = result.state;
    quotes += result.quotes.length;
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  return (
    `feed ${label}: ${CATALOGUE.length} instruments, ${(quotes / STEPS).toFixed(0)} quotes/step ` +
    `(${(frameBytes / STEPS / 1024).toFixed(1)} KiB of JSON), ` +
    `first step ${firstMs.toFixed(1)} ms CPU (builds day paths), then mean ${mean.toFixed(2)} ms CPU, p99 ${percentile(times, 0.99).toFixed(2)} ms`
  );
}

async function callCost(baseUrl: string, path: string, body: string): Promise<string> {
  const times: number[] = [];
  let bytes = 0;
  for (let k = 0; k < REQUESTS; k++) {
    const started = performance.now();
    const reply = await fetch(`${baseUrl}/api/smart/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const text = await reply.text();
    times.push(performance.now() - started);
    bytes = text.length;
  }
  times.sort((a, b) => a - b);
  return `${path} ${body}: median ${percentile(times, 0.5).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms, ${bytes} bytes`;
}

const rows: string[] = [];
// Tuesday 2026-11-17 06:00 UTC: India, Hong Kong, crypto, forex and CME trade; 15:00 UTC: New York.
rows.push(feedCost('Asia session', Date.UTC(2026, 10, 17, 6, 0)));
rows.push(feedCost('New York session', Date.UTC(2026, 10, 17, 15, 0)));
if (process.env.BENCH_FEED_ONLY) {
  console.log(rows.join('\n'));
  process.exit(0);
}
const server = await startServer(
  process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {},
);
try {
  for (const [path, body] of [
    ['product/front', 'type=india&page=1&size=100'],
    ['product/front', 'page=1&size=100'],
    ['product/front', 'page=1&size=10&code=bank'],
    ['data/sina_us_stock_market', ''],
    ['data/indices/basic', 'id=NIFTY50'],
  ] as const) {
    rows.push(await callCost(server.baseUrl, path, body));
  }
} finally {
  await server.stop();
}
console.log(rows.join('\n'));

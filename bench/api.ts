// Benchmarks of the API, each measured against its baseline in the same run on the same server:
// a call's throughput is reported as a ratio to the server's cheapest route (/healthz), so the
// numbers mean the same on a fast laptop and on a loaded two-core CI machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server';

interface Case {
  readonly name: string;
  readonly path: string;
  readonly body?: string;
  /** The least acceptable throughput as a fraction of the baseline's. */
  readonly minRatio: number;
}

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 20;

const cases: readonly Case[] = [
  { name: 'config/setting', path: '/api/smart/config/setting', minRatio: 0.3 },
  { name: 'category/front', path: '/api/smart/category/front', body: 'locale=en', minRatio: 0.3 },
  { name: 'notice/front', path: '/api/smart/notice/front', body: 'locale=hi&page=1&size=10', minRatio: 0.2 },
];

async function measure(url: string, body?: string): Promise<{ rps: number; p99Ms: number; errors: number }> {
  const result = await autocannon({
    url,
    method: body === undefined && url.endsWith('/healthz') ? 'GET' : 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(body === undefined ? {} : { body }),
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return { rps: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Runs the API cases; true when every case met its ratio. */
export async function main(): Promise<boolean> {
  const server = await startServer();
  let failed = false;
  const rows: string[] = [];
  try {
    const baseline = await measure(`${server.baseUrl}/healthz`);
    rows.push(`baseline /healthz: ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99Ms} ms`);
    for (const c of cases) {
      const r = await measure(`${server.baseUrl}${c.path}`, c.body ?? '');
      const ratio = r.rps / baseline.rps;
      const ok = ratio >= c.minRatio && r.errors === 0;
      failed ||= !ok;
      rows.push(
        `${ok ? 'ok  ' : 'FAIL'} ${c.name}: ${r.rps.toFixed(0)} req/s (${(ratio * 100).toFixed(0)}% of baseline, needs ${(c.minRatio * 100).toFixed(0)}%), p99 ${r.p99Ms} ms, errors ${r.errors}`,
      );
    }
  } finally {
    await server.stop();
  }
  const report = rows.join('\n');
  console.log(report);
  mkdirSync(new URL('./results', import.meta.url).pathname, { recursive: true });
  writeFileSync(new URL('./results/latest.txt', import.meta.url).pathname, `${new Date().toISOString()}\n${report}\n`);
  return !failed;
}

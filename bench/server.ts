// The server against a bare Fastify 5 in the same run (issue 17): /healthz and `product/front`
// throughput, and the time from spawning the built server to its first healthy answer. The bare
// app runs in its own process, as ours does, and is measured before and after ours; its mean is the
// baseline, so a quiet or a busy minute on this machine moves both sides alike.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from '../e2e/support/server';
import { type ReportRow, ratio, recordRows } from './report';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 20;
/** Our server seeds offerings and warms its caches in its first seconds; measuring waits them out. */
const WARM_UP_MS = Number(process.env.BENCH_WARM_UP_MS ?? 6_000);
const TARGETS = { healthz: 0.6, productFront: 0.4 } as const;
const SERVER_BUNDLE = new URL('../apps/server/dist/main.mjs', import.meta.url).pathname;
const REPO_ROOT = new URL('..', import.meta.url).pathname;
const FRONT_BODY = 'type=crypto&page=1&size=20';

interface Load {
  rps: number;
  p99Ms: number;
  errors: number;
}

async function load(url: string, body?: string): Promise<Load> {
  const result = await autocannon({
    url,
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(body === undefined ? {} : { body }),
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return { rps: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Spawns a process and resolves with the milliseconds until `url` answers 200. */
async function spawnUntilHealthy(
  args: readonly string[],
  env: Record<string, string>,
  url: string,
): Promise<{ child: ChildProcess; ms: number }> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return { child, ms: performance.now() - startedAt };
    } catch {
      // Not listening yet.
    }
    if (performance.now() - startedAt > 120_000) throw new Error(`${args.join(' ')} did not answer in 120 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function bare(replyFile?: string): Promise<{ child: ChildProcess; url: string; replyUrl: string; ms: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/healthz`;
  const env = { PORT: String(port), ...(replyFile ? { REPLY_FILE: replyFile } : {}) };
  const { child, ms } = await spawnUntilHealthy(['--import', 'tsx', 'bench/bare-server.ts'], env, url);
  return { child, url, replyUrl: `http://127.0.0.1:${port}/reply`, ms };
}

/** A restart of the built server (`npm start`'s bundle) on a data folder it has already set up. */
async function coldStartMs(): Promise<number> {
  // The bundle as `npm start` would run it now (rebuilt only where the sources changed).
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: REPO_ROOT, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('building the server bundle failed (node scripts/start.mjs --build-only)');
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-bench-start-'));
  try {
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    const first = await freePort();
    const setUp = await spawnUntilHealthy(
      [SERVER_BUNDLE],
      { ...env, PORT: String(first) },
      `http://127.0.0.1:${first}/healthz`,
    );
    await stop(setUp.child);
    const port = await freePort();
    const again = await spawnUntilHealthy(
      [SERVER_BUNDLE],
      { ...env, PORT: String(port) },
      `http://127.0.0.1:${port}/healthz`,
    );
    await stop(again.child);
    return again.ms;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function throughputRow(what: string, ours: Load, baselineRps: number, target: number): ReportRow {
  const r = ours.rps / baselineRps;
  return {
    what,
    ours: `${ours.rps.toFixed(0)} req/s, p99 ${ours.p99Ms} ms${ours.errors ? `, ${ours.errors} errors` : ''}`,
    baseline: `${baselineRps.toFixed(0)} req/s`,
    result: ratio(r),
    target: `≥ ${ratio(target)}`,
    ok: r >= target && ours.errors === 0,
  };
}

/** Runs the rows; true when every targeted row met its target. */
export async function main(): Promise<boolean> {
  const rows: ReportRow[] = [];
  const ours = await startServer({ NODE_ENV: 'production' });
  const work = mkdtempSync(join(tmpdir(), 'demo-bench-server-'));
  let baseline: Awaited<ReturnType<typeof bare>> | undefined;
  try {
    // The bare app gets one of our replies to send back, byte for byte the same shape and size.
    const replyFile = join(work, 'product-front.json');
    const sample = await fetch(`${ours.baseUrl}/api/smart/product/front`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: FRONT_BODY,
    });
    const sampleText = await sample.text();
    writeFileSync(replyFile, sampleText);
    baseline = await bare(replyFile);
    await new Promise((r) => setTimeout(r, WARM_UP_MS));
    const before = await load(baseline.url);
    const sameBefore = await load(baseline.replyUrl, FRONT_BODY);
    const healthz = await load(`${ours.baseUrl}/healthz`);
    const front = await load(`${ours.baseUrl}/api/smart/product/front`, FRONT_BODY);
    const sameAfter = await load(baseline.replyUrl, FRONT_BODY);
    const after = await load(baseline.url);
    const bareRps = (before.rps + after.rps) / 2;
    const sameRps = (sameBefore.rps + sameAfter.rps) / 2;
    const kb = (Buffer.byteLength(sampleText) / 1000).toFixed(1);
    rows.push(throughputRow('`/healthz`, against the bare `/healthz`', healthz, bareRps, TARGETS.healthz));
    rows.push(
      throughputRow(
        `\`product/front\` (20 crypto quotes, ${kb} KB), against a bare app sending the same reply`,
        front,
        sameRps,
        TARGETS.productFront,
      ),
    );
    rows.push({
      ...throughputRow('`product/front`, against the bare `/healthz` (15 bytes)', front, bareRps, 0),
      target: 'context',
      ok: null,
    });
  } finally {
    await ours.stop();
    if (baseline) await stop(baseline.child);
    rmSync(work, { recursive: true, force: true });
  }
  const bareStart = await bare();
  await stop(bareStart.child);
  const ourStartMs = await coldStartMs();
  rows.push({
    what: 'cold start to the first healthy answer (a restart: the built server and its own PostgreSQL)',
    ours: `${ourStartMs.toFixed(0)} ms`,
    baseline: `${bareStart.ms.toFixed(0)} ms (bare Fastify through tsx)`,
    result: ratio(ourStartMs / bareStart.ms),
    target: 'recorded',
    ok: null,
  });
  recordRows('server against a bare Fastify', rows, `${CONNECTIONS} connections, ${DURATION_S} s each`);
  for (const r of rows)
    console.log(
      `${r.ok === false ? 'FAIL' : 'ok  '} ${r.what}: ${r.ours} against ${r.baseline} → ${r.result} (${r.target})`,
    );
  return rows.every((r) => r.ok !== false);
}

// Per-code quote fan-out (issue 43, SPEC QT6): N sockets on one node, each on "a detail page" — one
// random moving product's `quote_` topic and its one-minute kline topic. For each N: the delay from a
// tick to its arrival against a bare `ws` server sending each socket the same per-code frames in the
// same run (the ratio is bare p99 ÷ ours, target ≥ 0.8×), the server's CPU per tick beyond its idle
// (proportional to subscriptions: the cost per socket may not grow with N), and RSS per socket. With
// QUOTE_FANOUT_DEFLATE_SOCKETS=n it also measures permessage-deflate on the bare server at n sockets
// (docs/adr/0023). QUOTE_FANOUT_SOCKETS lists the counts (1,000 and 10,000 by default).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { freePort, startServer } from '../e2e/support/server';
import { processCpuMs } from './cpu';
import { type ReportRow, ratio, recordRows } from './report';

const TARGET = 0.8;
/** The CPU a socket costs per tick at the largest N may be at most this many times that at the smallest. */
const PROPORTIONAL_MAX = 1.5;
/** Products the sockets are spread over: 2 topics each must fit one subscribe frame (200 topics). */
const CODES_MAX = 100;
const REPO_ROOT = new URL('..', import.meta.url).pathname;

export interface QuoteFanoutOptions {
  socketCounts: readonly number[];
  measureS: number;
  /** Also measure permessage-deflate on the bare server, at this many sockets. */
  deflateSockets: number | null;
  /** The server's environment (the full-size run uses production). */
  serverEnv?: Record<string, string>;
}

interface ClientReport {
  connected: number;
  frames: number;
  ticks: number;
  p50Ms: number;
  p99Ms: number;
  bytesPerFrame: number;
  bytesPerSocketPerS: number;
  /** What a socket read from the network, frames' headers and compression included. */
  wireBytesPerSocketPerS: number;
}

/** One run of the clients against one server, with that server's CPU and RSS around it. */
export interface Measured extends ClientReport {
  sockets: number;
  cpuMsPerTick: number | null;
  rssKbPerSocket: number | null;
}

export interface QuoteFanoutReport {
  codes: number;
  idleCpuMsPerTick: number | null;
  ours: Measured[];
  bare: Measured[];
  deflate: { on: Measured; off: Measured } | null;
  rows: ReportRow[];
}

function rssKbOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the clients against `url`, reading the server process's CPU over the measured window. */
function runClients(
  url: string,
  pid: number | undefined,
  sockets: number,
  codes: readonly string[],
  measureS: number,
  deflate: boolean,
): Promise<Measured> {
  const rssBeforeKb = rssKbOf(pid);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/quote-fanout-clients.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        URL: url,
        CLIENTS: String(sockets),
        MEASURE_MS: String(measureS * 1_000),
        CODES: codes.join(','),
        DEFLATE: deflate ? '1' : '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let cpuAtStart: number | null = null;
    let cpuMs: number | null = null;
    let rssKbPerSocket: number | null = null;
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (cpuAtStart === null && out.includes('measuring\n')) {
        cpuAtStart = processCpuMs(pid);
        const rss = rssKbOf(pid);
        if (rss !== null && rssBeforeKb !== null) rssKbPerSocket = (rss - rssBeforeKb) / sockets;
      }
      if (cpuMs === null && cpuAtStart !== null && out.includes('measured\n')) {
        const end = processCpuMs(pid);
        cpuMs = end === null ? null : end - cpuAtStart;
      }
    });
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`quote fan-out clients exited with ${code}`));
        return;
      }
      const report = JSON.parse(out.trim().split('\n').pop() ?? '{}') as ClientReport;
      const ticks = report.ticks > 0 ? report.ticks : measureS;
      resolve({ ...report, sockets, cpuMsPerTick: cpuMs === null ? null : cpuMs / ticks, rssKbPerSocket });
    });
  });
}

/** The products that tick now: codes of `front` frames after the snapshot, for a few seconds. */
async function movingCodes(url: string): Promise<string[]> {
  const socket = new WebSocket(url);
  const codes = new Set<string>();
  let frames = 0;
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ cmd: 'subscribe', topic: 'front' })));
    socket.on('message', (data: Buffer) => {
      if (++frames === 1) return;
      const frame = JSON.parse(data.toString()) as { channel: string; content: Array<{ code: string }> };
      if (frame.channel === 'front') for (const q of frame.content) codes.add(q.code);
    });
    socket.on('error', reject);
    setTimeout(resolve, 3_500);
  });
  socket.close();
  return [...codes].sort().slice(0, CODES_MAX);
}

/**
 * Our per-code frames as they go on the wire: for each code a `quotes` frame of one tick's entry (not
 * the whole quote of subscribing) and its one-minute kline frame, for the bare server to send.
 */
async function captureFrames(
  url: string,
  codes: readonly string[],
): Promise<Record<string, { quote: string; kline: string | null }>> {
  const socket = new WebSocket(url);
  const frames: Record<string, { quote: string; kline: string | null; ticks: number }> = {};
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          cmd: 'subscribe',
          topics: codes.flatMap((code) => [`quote_${code}`, `market_kline_${code}_1min`]),
        }),
      ),
    );
    const framesOf = (code: string) => {
      frames[code] ??= { quote: '', kline: null, ticks: 0 };
      return frames[code];
    };
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      const frame = JSON.parse(text) as { channel: string; content: unknown };
      if (frame.channel === 'quotes') {
        for (const entry of frame.content as Array<{ code: string }>) {
          const held = framesOf(entry.code);
          held.quote = JSON.stringify({ channel: 'quotes', content: [entry] });
          held.ticks += 1;
        }
      } else if (frame.channel.startsWith('market_kline_')) {
        framesOf((frame.content as { code: string }).code).kline = text;
      }
    });
    socket.on('error', reject);
    setTimeout(resolve, 3_500);
  });
  socket.close();
  return Object.fromEntries(
    Object.entries(frames)
      .filter(([, f]) => f.quote !== '')
      .map(([code, f]) => [code, { quote: f.quote, kline: f.kline }]),
  );
}

async function startBroadcaster(frameFile: string, deflate: boolean): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-quote-broadcaster.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), FRAME_FILE: frameFile, DEFLATE: deflate ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return { child, url: `ws://127.0.0.1:${port}` };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill();
  return exited;
}

const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)} ms`);
const kb = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(1)} KB`);
const count = (n: number) => n.toLocaleString('en-US');

/** CPU per socket per tick beyond the idle server's, in µs. */
function perSocketUs(run: Measured, idle: number | null): number | null {
  if (run.cpuMsPerTick === null || idle === null) return null;
  return (Math.max(0, run.cpuMsPerTick - idle) * 1_000) / run.sockets;
}

export async function runQuoteFanout(options: QuoteFanoutOptions): Promise<QuoteFanoutReport> {
  const work = mkdtempSync(join(tmpdir(), 'demo-bench-quote-fanout-'));
  const server = await startServer(options.serverEnv ?? {});
  const bareChildren: ChildProcess[] = [];
  const report: QuoteFanoutReport = { codes: 0, idleCpuMsPerTick: null, ours: [], bare: [], deflate: null, rows: [] };
  try {
    const ourUrl = `${server.baseUrl.replace('http', 'ws')}/smart_socket`;
    const codes = await movingCodes(ourUrl);
    if (codes.length === 0) throw new Error('no product ticked in 3.5 s');
    const frameFile = join(work, 'frames.json');
    const frames = await captureFrames(ourUrl, codes);
    writeFileSync(frameFile, JSON.stringify(frames));
    const spread = codes.filter((code) => frames[code] !== undefined);
    report.codes = spread.length;

    // The server's own CPU per tick with no socket: the feed, the bus, the engine.
    const idleStart = processCpuMs(server.pid);
    await sleep(options.measureS * 1_000);
    const idleEnd = processCpuMs(server.pid);
    report.idleCpuMsPerTick = idleStart === null || idleEnd === null ? null : (idleEnd - idleStart) / options.measureS;

    const bare = await startBroadcaster(frameFile, false);
    bareChildren.push(bare.child);
    for (const sockets of options.socketCounts) {
      const ours = await runClients(ourUrl, server.pid, sockets, spread, options.measureS, false);
      console.error(`quote-fanout: ours at ${sockets}: ${JSON.stringify(ours)}`);
      const bareRun = await runClients(bare.url, bare.child.pid, sockets, spread, options.measureS, false);
      console.error(`quote-fanout: bare at ${sockets}: ${JSON.stringify(bareRun)}`);
      report.ours.push(ours);
      report.bare.push(bareRun);
    }
    if (options.deflateSockets !== null) {
      const sockets = options.deflateSockets;
      // Each side in a fresh process, so RSS per socket is not hidden by memory an earlier run freed.
      const plain = await startBroadcaster(frameFile, false);
      bareChildren.push(plain.child);
      const off = await runClients(plain.url, plain.child.pid, sockets, spread, options.measureS, false);
      const deflated = await startBroadcaster(frameFile, true);
      bareChildren.push(deflated.child);
      const on = await runClients(deflated.url, deflated.child.pid, sockets, spread, options.measureS, true);
      report.deflate = { on, off };
      console.error(`quote-fanout: deflate at ${sockets}: ${JSON.stringify(report.deflate)}`);
    }
  } finally {
    await Promise.all(bareChildren.map(stopChild));
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  report.rows = rowsOf(report);
  return report;
}

function rowsOf(report: QuoteFanoutReport): ReportRow[] {
  const rows: ReportRow[] = [];
  report.ours.forEach((ours, i) => {
    const bare = report.bare[i] as Measured;
    const r = bare.p99Ms / Math.max(ours.p99Ms, 1);
    const complete = ours.connected === ours.sockets && bare.connected === bare.sockets && ours.frames > 0;
    rows.push({
      what: `\`quote_\` + kline tick to ${count(ours.sockets)} sockets, one of ${report.codes} products each (${ours.bytesPerFrame} B a \`quotes\` frame, ${ours.wireBytesPerSocketPerS} B/s a socket on the wire)`,
      ours: `p99 ${ours.p99Ms} ms, p50 ${ours.p50Ms} ms, ${ours.connected} connected`,
      baseline: `p99 ${bare.p99Ms} ms, p50 ${bare.p50Ms} ms, ${bare.connected} connected (bare \`ws\`, same frames)`,
      result: ratio(r),
      target: `≥ ${ratio(TARGET)}`,
      ok: complete && r >= TARGET,
    });
  });
  const idle = report.idleCpuMsPerTick;
  const perSocket = report.ours.map((run) => perSocketUs(run, idle));
  const first = perSocket[0] ?? null;
  const last = perSocket[perSocket.length - 1] ?? null;
  const growth = first !== null && last !== null && first > 0 ? last / first : null;
  rows.push({
    what: 'server CPU per tick, beyond the idle server (QT6: proportional to subscriptions)',
    ours: report.ours
      .map(
        (run, i) =>
          `${count(run.sockets)} sockets ${ms(run.cpuMsPerTick)} (${perSocket[i]?.toFixed(1) ?? 'n/a'} µs a socket)`,
      )
      .join(', '),
    baseline: `idle ${ms(idle)}; bare \`ws\` ${report.bare.map((run) => `${count(run.sockets)}: ${ms(run.cpuMsPerTick)}`).join(', ')}`,
    result: growth === null ? 'n/a' : `${ratio(growth)} a socket's cost, largest ÷ smallest`,
    target: `≤ ${ratio(PROPORTIONAL_MAX)}`,
    ok: report.ours.length < 2 ? null : growth !== null && growth <= PROPORTIONAL_MAX,
  });
  rows.push({
    what: 'RSS per socket (each on one `quote_` and one kline topic)',
    ours: report.ours.map((run) => `${count(run.sockets)}: ${kb(run.rssKbPerSocket)}`).join(', '),
    baseline: `bare \`ws\` ${report.bare.map((run) => `${count(run.sockets)}: ${kb(run.rssKbPerSocket)}`).join(', ')}`,
    result: kb(report.ours[report.ours.length - 1]?.rssKbPerSocket ?? null),
    target: 'recorded',
    ok: null,
  });
  if (report.deflate) {
    const { on, off } = report.deflate;
    rows.push({
      what: `permessage-deflate (threshold 0) on the bare server, ${count(on.sockets)} sockets`,
      ours: `on: ${kb(on.rssKbPerSocket)} RSS a socket, ${ms(on.cpuMsPerTick)} CPU a tick, ${on.wireBytesPerSocketPerS} B/s a socket on the wire, p99 ${on.p99Ms} ms`,
      baseline: `off: ${kb(off.rssKbPerSocket)} RSS a socket, ${ms(off.cpuMsPerTick)} CPU a tick, ${off.wireBytesPerSocketPerS} B/s a socket on the wire, p99 ${off.p99Ms} ms`,
      result:
        on.rssKbPerSocket !== null && off.rssKbPerSocket !== null
          ? `+${(on.rssKbPerSocket - off.rssKbPerSocket).toFixed(1)} KB a socket → ${(((on.rssKbPerSocket - off.rssKbPerSocket) * 10_000) / 1024).toFixed(0)} MB at 10,000`
          : 'n/a',
      target: 'off unless it fits 10,000 sockets (docs/adr/0023)',
      ok: null,
    });
  }
  return rows;
}

/** `npm run bench quote-fanout`: records its rows; true when every verdict is met. */
export async function main(): Promise<boolean> {
  const socketCounts = (process.env.QUOTE_FANOUT_SOCKETS ?? '1000,10000').split(',').map(Number);
  const measureS = Number(process.env.BENCH_DURATION_S ?? 10);
  const report = await runQuoteFanout({
    socketCounts,
    measureS,
    deflateSockets: process.env.QUOTE_FANOUT_DEFLATE_SOCKETS ? Number(process.env.QUOTE_FANOUT_DEFLATE_SOCKETS) : null,
    serverEnv: { NODE_ENV: 'production' },
  });
  recordRows(
    'per-code quote fan-out against a bare ws',
    report.rows,
    `${measureS} s of ticks each, clients in their own process, sockets spread over the ${report.codes} products that tick`,
  );
  for (const r of report.rows)
    console.log(
      `${r.ok === null ? 'rec ' : r.ok ? 'ok  ' : 'FAIL'} ${r.what}: ${r.ours} against ${r.baseline} → ${r.result} (${r.target})`,
    );
  return report.rows.every((r) => r.ok !== false);
}

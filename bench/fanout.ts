// Quote fan-out (issue 17): the delay from a tick to its arrival at 2,000 and 5,000 sockets holding
// `front` on our server, against a bare `ws` server sending a frame of the same bytes to as many
// sockets in the same run. The clients run in their own process; the ratio is bare p99 ÷ ours.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { freePort, startServer } from '../e2e/support/server';
import { type ReportRow, ratio, recordRows } from './report';

const SOCKET_COUNTS = (process.env.FANOUT_SOCKETS ?? '2000,5000').split(',').map(Number);
const MEASURE_MS = Number(process.env.BENCH_DURATION_S ?? 10) * 1_000;
const TARGET = 0.8;
const REPO_ROOT = new URL('..', import.meta.url).pathname;

interface Delays {
  connected: number;
  frames: number;
  p50Ms: number;
  p99Ms: number;
  bytesPerFrame: number;
}

function runClients(url: string, clients: number, subscribe: boolean): Promise<Delays> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/fanout-clients.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        URL: url,
        CLIENTS: String(clients),
        MEASURE_MS: String(MEASURE_MS),
        SUBSCRIBE: subscribe ? '1' : '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`fan-out clients exited with ${code}`));
      else resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}') as Delays);
    });
  });
}

/** One `front` tick of our server as it goes on the wire (not the subscription's snapshot). */
function captureTick(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    let seen = 0;
    socket.on('open', () => socket.send(JSON.stringify({ cmd: 'subscribe', topic: 'front' })));
    socket.on('message', (data: Buffer) => {
      if (++seen < 3) return;
      socket.close();
      resolve(data.toString());
    });
    socket.on('error', reject);
    setTimeout(() => reject(new Error('no front tick in 15 s')), 15_000);
  });
}

async function startBroadcaster(frameFile: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-broadcaster.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), FRAME_FILE: frameFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return { child, url: `ws://127.0.0.1:${port}` };
}

/** Runs the fan-out rows; true when ours keeps within the target at every socket count. */
export async function main(): Promise<boolean> {
  const work = mkdtempSync(join(tmpdir(), 'demo-bench-fanout-'));
  const server = await startServer({ NODE_ENV: 'production' });
  const rows: ReportRow[] = [];
  let broadcaster: Awaited<ReturnType<typeof startBroadcaster>> | undefined;
  try {
    const ourUrl = `${server.baseUrl.replace('http', 'ws')}/smart_socket`;
    const frameFile = join(work, 'front.json');
    writeFileSync(frameFile, await captureTick(ourUrl));
    broadcaster = await startBroadcaster(frameFile);
    for (const sockets of SOCKET_COUNTS) {
      const ours = await runClients(ourUrl, sockets, true);
      const bare = await runClients(broadcaster.url, sockets, false);
      const r = bare.p99Ms / Math.max(ours.p99Ms, 1);
      const complete = ours.connected === sockets && bare.connected === sockets;
      rows.push({
        what: `\`front\` tick to ${sockets.toLocaleString('en-US')} sockets (${(ours.bytesPerFrame / 1000).toFixed(1)} KB a frame)`,
        ours: `p99 ${ours.p99Ms} ms, p50 ${ours.p50Ms} ms, ${ours.connected} connected`,
        baseline: `p99 ${bare.p99Ms} ms, p50 ${bare.p50Ms} ms, ${bare.connected} connected (bare \`ws\`)`,
        result: ratio(r),
        target: `≥ ${ratio(TARGET)}`,
        ok: complete && r >= TARGET,
      });
    }
  } finally {
    if (broadcaster) broadcaster.child.kill();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  recordRows(
    'quote fan-out against a bare ws',
    rows,
    `${MEASURE_MS / 1000} s of ticks each, clients in their own process`,
  );
  for (const r of rows)
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.what}: ${r.ours} against ${r.baseline} → ${r.result} (${r.target})`);
  return rows.every((r) => r.ok !== false);
}

// The clients of `npm run bench fanout`, in their own process so measuring does not slow the server:
// opens CLIENTS sockets to URL, subscribes each to `front` (SUBSCRIBE=1), and for MEASURE_MS after
// the last one is open records each frame's delay from the newest quote time it carries to its
// arrival. Prints one JSON line: {connected, frames, p50Ms, p99Ms, bytesPerFrame}.
import WebSocket from 'ws';

const url = process.env.URL ?? '';
const clients = Number(process.env.CLIENTS ?? 100);
const measureMs = Number(process.env.MEASURE_MS ?? 10_000);
const subscribe = process.env.SUBSCRIBE === '1';
const OPEN_BATCH = 200;

const TIME = /"time":(\d{13})/g;
const delays: number[] = [];
let measuring = false;
let bytes = 0;

/** The newest `"time":…` in the frame: the instant of the tick that produced it. */
function newestTime(text: string): number {
  let newest = 0;
  for (const m of text.matchAll(TIME)) newest = Math.max(newest, Number(m[1]));
  return newest;
}

/**
 * Each client's own loopback address, 40 to an address: the server allows 50 connections per
 * address (SOCKET_CONNECTIONS_PER_IP_MAX), and the whole of 127/8 is this machine on Linux.
 */
function localAddressOf(index: number): string {
  return `127.1.${Math.floor(index / 40) % 250}.${1 + Math.floor(index / 10_000)}`;
}

function open(index: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, localAddress: localAddressOf(index) });
    socket.on('open', () => {
      if (subscribe) socket.send(JSON.stringify({ cmd: 'subscribe', topic: 'front' }));
      resolve(socket);
    });
    socket.on('error', reject);
    socket.on('message', (data: Buffer) => {
      if (!measuring) return;
      const arrivedAt = Date.now();
      const text = data.toString();
      const at = newestTime(text);
      if (at === 0) return;
      delays.push(arrivedAt - at);
      bytes += data.length;
    });
  });
}

const sockets: WebSocket[] = [];
for (let i = 0; i < clients; i += OPEN_BATCH) {
  const batch = await Promise.allSettled(
    Array.from({ length: Math.min(OPEN_BATCH, clients - i) }, (_, k) => open(i + k)),
  );
  for (const r of batch) if (r.status === 'fulfilled') sockets.push(r.value);
}
// A first tick to every socket before measuring: the subscription's snapshot is not a tick.
await new Promise((r) => setTimeout(r, 2_000));
measuring = true;
await new Promise((r) => setTimeout(r, measureMs));
measuring = false;
const sorted = delays.sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
process.stdout.write(
  `${JSON.stringify({ connected: sockets.length, frames: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), bytesPerFrame: sorted.length ? Math.round(bytes / sorted.length) : 0 })}\n`,
);
for (const s of sockets) s.terminate();
process.exit(0);

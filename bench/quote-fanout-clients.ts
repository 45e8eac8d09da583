// The clients of `npm run bench quote-fanout`, in their own process so measuring does not slow the
// server: opens CLIENTS sockets to URL, each on "a detail page" — one product's `quote_` topic and
// its one-minute kline topic, the product picked from CODES by the socket's index, so ours and the
// bare server get the same mix. Prints `measuring` when every socket is open and has had its first
// frames, `measured` at the end of MEASURE_MS, then one JSON line: {connected, frames, ticks, p50Ms,
// p99Ms, bytesPerFrame, bytesPerSocketPerS, wireBytesPerSocketPerS}, delays from the quote time of a `quotes` frame to its arrival.
import WebSocket from 'ws';

const url = process.env.URL ?? '';
const clients = Number(process.env.CLIENTS ?? 100);
const measureMs = Number(process.env.MEASURE_MS ?? 10_000);
const codes = (process.env.CODES ?? '').split(',').filter(Boolean);
const deflate = process.env.DEFLATE === '1';
const OPEN_BATCH = 200;
/** A socket not open by then counts as not connected (a loaded server may never answer some). */
const OPEN_TIMEOUT_MS = 20_000;
const QUOTES_HEAD = '{"channel":"quotes"';

const TIME = /"time":(\d{13})/g;
const delays: number[] = [];
const ticks = new Set<number>();
let measuring = false;
let bytes = 0;
let allBytes = 0;

function newestTime(text: string): number {
  let newest = 0;
  for (const m of text.matchAll(TIME)) newest = Math.max(newest, Number(m[1]));
  return newest;
}

/** Each client's own loopback address, 40 to an address (the server allows 50 per address). */
function localAddressOf(index: number): string {
  return `127.1.${Math.floor(index / 40) % 250}.${1 + Math.floor(index / 10_000)}`;
}

/** A spread of the codes over the sockets that is the same in every run (a multiplicative step). */
function codeOf(index: number): string {
  return codes[(index * 7919) % codes.length] as string;
}

function open(index: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: deflate, localAddress: localAddressOf(index) });
    const code = codeOf(index);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('not open in time'));
    }, OPEN_TIMEOUT_MS);
    socket.on('open', () => {
      clearTimeout(timer);
      socket.send(JSON.stringify({ cmd: 'subscribe', topics: [`quote_${code}`, `market_kline_${code}_1min`] }));
      resolve(socket);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('message', (data: Buffer) => {
      if (!measuring) return;
      const arrivedAt = Date.now();
      allBytes += data.length;
      const text = data.toString();
      if (!text.startsWith(QUOTES_HEAD)) return;
      const at = newestTime(text);
      if (at === 0) return;
      ticks.add(at);
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
// The subscription's whole quote and first candle are not ticks: let them pass before measuring.
await new Promise((r) => setTimeout(r, 2_000));
/** Bytes read from the wire by every socket: after permessage-deflate, unlike the messages' lengths. */
const wireBytes = () =>
  sockets.reduce((sum, s) => sum + ((s as unknown as { _socket?: { bytesRead: number } })._socket?.bytesRead ?? 0), 0);
process.stdout.write('measuring\n');
const wireAtStart = wireBytes();
measuring = true;
await new Promise((r) => setTimeout(r, measureMs));
measuring = false;
const wire = wireBytes() - wireAtStart;
process.stdout.write('measured\n');
const sorted = delays.sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
process.stdout.write(
  `${JSON.stringify({
    connected: sockets.length,
    frames: sorted.length,
    ticks: ticks.size,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    bytesPerFrame: sorted.length ? Math.round(bytes / sorted.length) : 0,
    bytesPerSocketPerS: sockets.length ? Math.round(allBytes / sockets.length / (measureMs / 1000)) : 0,
    wireBytesPerSocketPerS: sockets.length ? Math.round(wire / sockets.length / (measureMs / 1000)) : 0,
  })}\n`,
);
for (const s of sockets) s.terminate();
process.exit(0);

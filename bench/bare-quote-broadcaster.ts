// The baseline of `npm run bench quote-fanout`: a bare `ws` server on PORT that reads each client's
// `subscribe` frame for the product codes of its `quote_` topics and, once a second, sends each
// client the frames our server sends for those codes — a `quotes` entry (from FRAME_FILE, its time
// set to the moment of sending) and the code's kline frame — each encoded once per code and handed to
// every socket holding it, as ours does. No limits, no market, no coalescing. DEFLATE=1 turns on
// permessage-deflate for every message (threshold 0), to measure what it costs (docs/adr/0023).
import { readFileSync } from 'node:fs';
import { type WebSocket, WebSocketServer } from 'ws';

interface CodeFrames {
  quote: string;
  kline: string | null;
}

const templates = JSON.parse(readFileSync(process.env.FRAME_FILE ?? '', 'utf8')) as Record<string, CodeFrames>;
const deflate = process.env.DEFLATE === '1';
const server = new WebSocketServer({
  port: Number(process.env.PORT),
  host: '127.0.0.1',
  perMessageDeflate: deflate ? { threshold: 0 } : false,
});
const holders = new Map<string, Set<WebSocket>>();
const QUOTE_PREFIX = 'quote_';

server.on('connection', (socket) => {
  const held: string[] = [];
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as { cmd?: string; topics?: string[] };
    if (frame.cmd !== 'subscribe') return;
    for (const topic of frame.topics ?? []) {
      if (!topic.startsWith(QUOTE_PREFIX)) continue;
      const code = topic.slice(QUOTE_PREFIX.length);
      let set = holders.get(code);
      if (!set) {
        set = new Set();
        holders.set(code, set);
      }
      set.add(socket);
      held.push(code);
    }
  });
  socket.on('close', () => {
    for (const code of held) holders.get(code)?.delete(socket);
  });
});

setInterval(() => {
  const now = `"time":${Date.now()}`;
  for (const [code, sockets] of holders) {
    const frames = templates[code];
    if (!frames || sockets.size === 0) continue;
    const quote = Buffer.from(frames.quote.replace(/"time":\d{13}/g, now));
    const kline = frames.kline === null ? null : Buffer.from(frames.kline);
    for (const socket of sockets) {
      socket.send(quote, { binary: false });
      if (kline) socket.send(kline, { binary: false });
    }
  }
}, 1_000);
server.on('listening', () => process.stdout.write('listening\n'));

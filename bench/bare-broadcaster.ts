// The baseline of `npm run bench fanout`: a bare `ws` server on PORT that, once a second, sends the
// frame in FRAME_FILE to every client, its quote times set to the moment of sending, encoded once
// and handed to each socket as ours does. It does nothing else: no topics, no limits, no market.
import { readFileSync } from 'node:fs';
import { WebSocketServer } from 'ws';

const template = readFileSync(process.env.FRAME_FILE ?? '', 'utf8');
const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1', perMessageDeflate: false });
setInterval(() => {
  const frame = Buffer.from(template.replace(/"time":\d{13}/g, `"time":${Date.now()}`));
  for (const client of server.clients) client.send(frame, { binary: false });
}, 1_000);
server.on('listening', () => process.stdout.write('listening\n'));

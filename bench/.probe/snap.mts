// Takes a heap snapshot of a server started with --inspect=127.0.0.1:9339, FROM seconds after the inspector answers.
import { createWriteStream } from 'node:fs';
import WebSocket from 'ws';

const PORT = Number(process.env.IPORT ?? 9339);
let list: Array<{ webSocketDebuggerUrl: string }> | null = null;
for (;;) {
  try {
    list = await (await fetch(`http://127.0.0.1:${PORT}/json/list`)).json();
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}
await new Promise((r) => setTimeout(r, Number(process.env.FROM ?? 18) * 1000));
const ws = new WebSocket(list![0]!.webSocketDebuggerUrl, { maxPayload: 1 << 30 });
await new Promise((r) => ws.once('open', r));
const out = createWriteStream(process.env.OUT ?? '/tmp/load.heapsnapshot');
let done: (v: unknown) => void;
const finished = new Promise((r) => (done = r));
ws.on('message', (data) => {
  const m = JSON.parse(String(data));
  if (m.method === 'HeapProfiler.addHeapSnapshotChunk') out.write(m.params.chunk);
  if (m.id === 2) done(m);
});
ws.send(JSON.stringify({ id: 1, method: 'HeapProfiler.enable' }));
ws.send(JSON.stringify({ id: 2, method: 'HeapProfiler.takeHeapSnapshot', params: { reportProgress: false } }));
await finished;
out.end();
ws.close();
console.error('snapshot written');

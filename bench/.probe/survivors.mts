// Samples allocations that survive scavenges (dropped when a scavenge frees them, kept when only a
// mark-compact does) in a server started with --inspect=127.0.0.1:9339.
import WebSocket from 'ws';

const PORT = Number(process.env.IPORT ?? 9339);
const FROM_S = Number(process.env.FROM ?? 14);
const FOR_S = Number(process.env.FOR ?? 15);
let list: Array<{ webSocketDebuggerUrl: string }> | null = null;
for (;;) {
  try {
    list = await (await fetch(`http://127.0.0.1:${PORT}/json/list`)).json();
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}
console.error('inspector up');
await new Promise((r) => setTimeout(r, FROM_S * 1000));
const ws = new WebSocket(list![0]!.webSocketDebuggerUrl);
await new Promise((r) => ws.once('open', r));
let id = 0;
const pending = new Map<number, (v: any) => void>();
ws.on('message', (data) => {
  const m = JSON.parse(String(data));
  if (m.id && pending.has(m.id)) {
    pending.get(m.id)!(m);
    pending.delete(m.id);
  }
});
const call = (method: string, params: object = {}) =>
  new Promise<any>((r) => {
    const i = ++id;
    pending.set(i, r);
    ws.send(JSON.stringify({ id: i, method, params }));
  });
await call('HeapProfiler.enable');
async function sample(minor: boolean, seconds: number, major = true) {
  await call('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: major,
    includeObjectsCollectedByMinorGC: minor,
  });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const { result } = await call('HeapProfiler.stopSampling');
  return result.profile;
}
const all =
  process.env.MODE === 'major'
    ? summarize(await sample(false, FOR_S, false))
    : summarize(await sample(true, Number(process.env.ALL ?? 4)));
const surv = summarize(await sample(false, FOR_S));
function summarize(profile: any) {
  const byNode = new Map<number, any>();
  const parent = new Map<number, number>();
  const walk = (n: any) => {
    byNode.set(n.id, n);
    for (const c of n.children) {
      parent.set(c.id, n.id);
      walk(c);
    }
  };
  walk(profile.head);
  const frame = (n: any) =>
    `${n.callFrame.functionName || '(anon)'} ${String(n.callFrame.url).split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
  const stack = (nid: number, depth: number) => {
    const out: string[] = [];
    let cur: number | undefined = nid;
    while (cur !== undefined && out.length < depth) {
      const n = byNode.get(cur);
      if (!n || n.callFrame.functionName === '(root)') break;
      out.push(frame(n));
      cur = parent.get(cur);
    }
    return out.join(' < ');
  };
  const agg = new Map<string, number>();
  let total = 0;
  for (const s of profile.samples) {
    const k = stack(s.nodeId, Number(process.env.DEPTH ?? 6));
    agg.set(k, (agg.get(k) ?? 0) + s.size);
    total += s.size;
  }
  return { agg, total };
}
console.log(`all ${(all.total / 1e6).toFixed(1)} MB, surviving ${(surv.total / 1e6).toFixed(1)} MB`);
if (process.env.MODE === 'all') {
  console.log(`all ${(all.total / 1e6).toFixed(1)} MB in ${process.env.ALL} s`);
  for (const [k, v] of [...all.agg].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 50)))
    console.log(`${((v / all.total) * 100).toFixed(1)}% ${(v / 1e6).toFixed(2)}MB  ${k}`);
  process.exit(0);
}
if (process.env.MODE === 'major') {
  const keys = new Set([...surv.agg.keys(), ...all.agg.keys()]);
  const diff = [...keys].map((k) => ({
    k,
    d: (surv.agg.get(k) ?? 0) - (all.agg.get(k) ?? 0),
    s: surv.agg.get(k) ?? 0,
    a: all.agg.get(k) ?? 0,
  }));
  for (const r of diff.sort((x, y) => y.d - x.d).slice(0, 40))
    console.log(
      `${(r.d / 1e6).toFixed(2)} MB (with major ${(r.s / 1e6).toFixed(2)}, alive ${(r.a / 1e6).toFixed(2)})  ${r.k}`,
    );
  process.exit(0);
}
const rows = [...surv.agg].map(([k, v]) => ({
  k,
  sShare: v / surv.total,
  aShare: (all.agg.get(k) ?? 0) / all.total,
  v,
}));
for (const r of rows
  .sort((a, b) => b.sShare - b.aShare - (a.sShare - a.aShare))
  .slice(0, Number(process.env.TOP ?? 40)))
  console.log(
    `surv ${(r.sShare * 100).toFixed(2)}% all ${(r.aShare * 100).toFixed(2)}% ${(r.v / 1e6).toFixed(2)}MB  ${r.k}`,
  );
ws.close();

import { readFileSync } from 'node:fs';

const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const lastS = Number(process.argv[3] ?? 25);
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stackOf = (id) => {
  const s = [];
  for (let x = id; x !== undefined; x = parent.get(x)) s.push(byId.get(x).callFrame);
  return s;
};
let t = p.startTime;
const times = p.samples.map((_, i) => (t += p.timeDeltas[i]));
const end = times.at(-1);
const from = end - lastS * 1e6;
const runs = [];
let cur = null;
for (let i = 0; i < p.samples.length; i++) {
  if (times[i] < from) continue;
  const n = byId.get(p.samples[i]);
  const idle = n.callFrame.functionName === '(idle)';
  if (!idle) {
    if (!cur) cur = { start: times[i], end: times[i], ids: [] };
    cur.end = times[i];
    cur.ids.push(p.samples[i]);
  } else if (cur) {
    runs.push(cur);
    cur = null;
  }
}
runs.sort((a, b) => b.end - b.start - (a.end - a.start));
const hist = [1, 2, 5, 10, 20, 50];
const h = hist.map(() => 0);
for (const r of runs) {
  const ms = (r.end - r.start) / 1000;
  hist.forEach((b, i) => {
    if (ms >= b) h[i]++;
  });
}
console.log('busy runs', runs.length, hist.map((b, i) => `>=${b}ms:${h[i]}`).join(' '));
for (const r of runs.slice(0, Number(process.argv[4] ?? 8))) {
  const ms = (r.end - r.start) / 1000;
  const m = new Map();
  for (const id of r.ids) {
    const st = stackOf(id).map((cf) => `${cf.functionName}@${(cf.url || '').split('/').slice(-2).join('/')}`);
    const key = st.slice(-6, -1).reverse().slice(0, 5).join(' > ');
    m.set(key, (m.get(key) ?? 0) + 1);
  }
  console.log(`\n${ms.toFixed(1)} ms at ${((r.start - from) / 1e6).toFixed(2)} s`);
  for (const [k, c] of [...m].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.log('   ', c, k);
}

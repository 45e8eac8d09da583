import { readFileSync } from 'node:fs';

const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const names = process.argv.slice(3);
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const hit = new Map();
let total = 0,
  busy = 0;
const memo = new Map();
const firstName = (id) => {
  if (memo.has(id)) return memo.get(id);
  let r = null;
  for (let x = id; x !== undefined; x = parent.get(x)) {
    const f = byId.get(x).callFrame.functionName;
    if (names.includes(f)) {
      r = f;
    }
  }
  memo.set(id, r);
  return r;
};
for (let i = 0; i < p.samples.length; i++) {
  const d = p.timeDeltas[i] ?? 0;
  total += d;
  const n = byId.get(p.samples[i]);
  if (n.callFrame.functionName !== '(idle)') busy += d;
  const f = firstName(p.samples[i]);
  if (f) hit.set(f, (hit.get(f) ?? 0) + d);
}
console.log('total s', (total / 1e6).toFixed(1), 'busy s', (busy / 1e6).toFixed(1));
for (const [k, t] of [...hit].sort((a, b) => b[1] - a[1]))
  console.log(k.padEnd(28), (t / 1e6).toFixed(2), 's', ((100 * t) / busy).toFixed(1) + '% of busy');

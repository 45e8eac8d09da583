import { readFileSync } from 'node:fs';

const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = p.timeDeltas;
let total = 0;
const counts = new Map();
for (let i = 0; i < p.samples.length; i++) {
  counts.set(p.samples[i], (counts.get(p.samples[i]) ?? 0) + (dt[i] ?? 0));
  total += dt[i] ?? 0;
}
const bucket = (cf) => {
  const u = cf.url || '';
  if (!u) return cf.functionName.startsWith('(') ? cf.functionName : '(native) ' + cf.functionName;
  if (u.startsWith('node:')) return 'node:' + u.slice(5).split('/')[0];
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u);
  if (m) return m[1];
  const s = /apps\/server\/src\/(.*)/.exec(u);
  if (s) return 'src/' + s[1];
  const pk = /packages\/([^/]+\/src\/[^/]+)/.exec(u);
  if (pk) return pk[1];
  return u;
};
const agg = (keyf) => {
  const m = new Map();
  for (const [id, t] of counts) {
    const n = byId.get(id);
    const k = keyf(n.callFrame);
    m.set(k, (m.get(k) ?? 0) + t);
  }
  return [...m].sort((a, b) => b[1] - a[1]);
};
console.log('total ms', (total / 1000).toFixed(0));
const N = Number(process.argv[3] ?? 40);
for (const [k, t] of agg(bucket).slice(0, N)) console.log(((100 * t) / total).toFixed(1).padStart(5), k);
console.log('--- functions');
for (const [k, t] of agg((cf) => `${cf.functionName || '(anon)'} ${bucket(cf)}:${cf.lineNumber}`).slice(0, N))
  console.log(((100 * t) / total).toFixed(1).padStart(5), k);

import { readFileSync } from 'node:fs';

const snap = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const m = snap.snapshot.meta;
const NF = m.node_fields.length,
  EF = m.edge_fields.length;
const nodes = snap.nodes,
  edges = snap.edges,
  strings = snap.strings;
const nTypes = m.node_types[0],
  eTypes = m.edge_types[0];
const iType = m.node_fields.indexOf('type'),
  iName = m.node_fields.indexOf('name'),
  iSize = m.node_fields.indexOf('self_size'),
  iEC = m.node_fields.indexOf('edge_count'),
  iId = m.node_fields.indexOf('id');
const eType = m.edge_fields.indexOf('type'),
  eName = m.edge_fields.indexOf('name_or_index'),
  eTo = m.edge_fields.indexOf('to_node');
const count = nodes.length / NF;
const firstEdge = new Uint32Array(count + 1);
for (let i = 0, e = 0; i < count; i++) {
  firstEdge[i] = e;
  e += nodes[i * NF + iEC] * EF;
}
firstEdge[count] = edges.length;
const retainers = Array.from({ length: count }, () => []);
for (let i = 0; i < count; i++)
  for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) {
    const to = edges[e + eTo] / NF;
    const t = eTypes[edges[e + eType]];
    if (t === 'weak') continue;
    retainers[to].push([i, t === 'element' || t === 'hidden' ? `[${edges[e + eName]}]` : strings[edges[e + eName]]]);
  }
const name = (i) => `${nTypes[nodes[i * NF + iType]]}:${strings[nodes[i * NF + iName]]}`;
// Aggregate by type:name
const agg = new Map();
for (let i = 0; i < count; i++) {
  const k = name(i);
  const a = agg.get(k) ?? [0, 0];
  a[0]++;
  a[1] += nodes[i * NF + iSize];
  agg.set(k, a);
}
console.log('top by size:');
for (const [k, [n, s]] of [...agg].sort((a, b) => b[1][1] - a[1][1]).slice(0, 30))
  console.log(`${(s / 1e6).toFixed(2)} MB ${n} ${k.slice(0, 100)}`);
// objects with property named PROP
const PROP = process.env.PROP ?? 'pnlMinor';
const hits = [];
for (let i = 0; i < count; i++) {
  if (nTypes[nodes[i * NF + iType]] !== 'object') continue;
  for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF)
    if (eTypes[edges[e + eType]] === 'property' && strings[edges[e + eName]] === PROP) {
      hits.push(i);
      break;
    }
}
console.log(`objects with .${PROP}: ${hits.length}`);
const chain = (i, depth) => {
  const out = [];
  let cur = i;
  const seen = new Set();
  for (let d = 0; d < depth; d++) {
    const r = retainers[cur].find(([j]) => !seen.has(j));
    if (!r) break;
    seen.add(r[0]);
    out.push(`${r[1]} of ${name(r[0]).slice(0, 60)}`);
    cur = r[0];
  }
  return out.join(' <- ');
};
const chains = new Map();
for (const i of hits) {
  const c = chain(i, Number(process.env.DEPTH ?? 8));
  chains.set(c, (chains.get(c) ?? 0) + 1);
}
for (const [c, n] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(n, c);

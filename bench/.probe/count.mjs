import { readFileSync } from 'node:fs';

const snap = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const m = snap.snapshot.meta;
const NF = m.node_fields.length,
  EF = m.edge_fields.length;
const { nodes, edges, strings } = snap;
const nTypes = m.node_types[0],
  eTypes = m.edge_types[0];
const count = nodes.length / NF;
const firstEdge = new Uint32Array(count + 1);
for (let i = 0, e = 0; i < count; i++) {
  firstEdge[i] = e;
  e += nodes[i * NF + 4] * EF;
}
firstEdge[count] = edges.length;
const names = process.argv.slice(3);
const name = (i) => strings[nodes[i * NF + 1]];
const retainers = new Map();
const want = new Set();
for (let i = 0; i < count; i++) if (nTypes[nodes[i * NF]] === 'object' && names.includes(name(i))) want.add(i);
for (let i = 0; i < count; i++)
  for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) {
    const to = edges[e + 2] / NF;
    if (want.has(to) && eTypes[edges[e]] !== 'weak') {
      const k = `${eTypes[edges[e]]}:${eTypes[edges[e]] === 'element' || eTypes[edges[e]] === 'hidden' ? edges[e + 1] : strings[edges[e + 1]]} of ${nTypes[nodes[i * NF]]}:${name(i)}`;
      const n = name(to);
      const mm = retainers.get(n) ?? new Map();
      mm.set(k, (mm.get(k) ?? 0) + 1);
      retainers.set(n, mm);
    }
  }
for (const n of names) {
  console.log(n, [...want].filter((i) => name(i) === n).length);
  for (const [k, c] of [...(retainers.get(n) ?? new Map())].sort((a, b) => b[1] - a[1]).slice(0, 6))
    console.log('   ', c, k);
}

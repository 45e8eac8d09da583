// `npm run bench [name]`: runs one benchmark by name (all of them when none is given). Each compares
// itself with a baseline measured in the same run, so its verdict means the same on any machine.
export {};

const BENCHES = {
  alerts: () => import('./alerts'),
  api: () => import('./api'),
  'client-bytes': () => import('./client-bytes'),
  fanout: () => import('./fanout'),
  'first-screen': () => import('./first-screen'),
  lighthouse: () => import('./lighthouse'),
  orders: () => import('./orders'),
  'quote-fanout': () => import('./quote-fanout'),
  server: () => import('./server'),
  statement: () => import('./statement'),
} as const;

type BenchName = keyof typeof BENCHES;

function isBench(name: string): name is BenchName {
  return Object.hasOwn(BENCHES, name);
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !isBench(name));
if (unknown.length > 0) {
  console.error(`unknown bench ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
const names = asked.length === 0 ? (Object.keys(BENCHES) as BenchName[]) : asked.filter(isBench);
let failed = false;
for (const name of names) {
  const bench = await BENCHES[name]();
  failed = !(await bench.main()) || failed;
}
process.exit(failed ? 1 : 0);

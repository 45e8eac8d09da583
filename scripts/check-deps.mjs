// Dependencies point one way: core ← contract ← client ← server, web, console (ARCHITECTURE.md),
// and inside each app from the top layer down (`layers` below). This walks every source file's
// import specifiers and fails when one points the wrong way, when packages/core imports an I/O or
// UI library, when a relative import climbs to a higher layer of its own app, or when one reaches
// past a server module's index.ts. Biome's
// noRestrictedImports covers the library list inside core; this script covers the directions
// between workspaces and between layers, which Biome cannot express.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** For each workspace: which workspace packages and which libraries it must not import. */
const rules = [
  {
    dir: 'packages/core',
    forbidden: [
      /^@demo\//,
      /^(fastify|@fastify\/.*|pg|react|react-dom|ws|drizzle-orm.*|ioredis|zod)$/,
      /^node:(fs|net|http|https|child_process|dgram)/,
    ],
  },
  {
    dir: 'packages/contract',
    forbidden: [/^@demo\/(client|server|web|console)$/, /^(fastify|@fastify\/.*|pg|react|ws|drizzle-orm.*|ioredis)$/],
  },
  {
    dir: 'packages/client',
    forbidden: [
      /^@demo\/(server|web|console)$/,
      /^(fastify|@fastify\/.*|pg|react|react-dom|ws|drizzle-orm.*|ioredis)$/,
    ],
  },
  { dir: 'apps/server', forbidden: [/^@demo\/(client|web|console)$/, /^react/] },
  { dir: 'apps/web', forbidden: [/^@demo\/(server|console)$/, /^(fastify|pg|drizzle-orm|ioredis)/] },
  { dir: 'apps/console', forbidden: [/^@demo\/(server|web)$/, /^(fastify|pg|drizzle-orm|ioredis)/] },
];

/**
 * The layers of each app, lowest first: a file may import its own layer or a lower one, never a
 * higher one (features may use each other's exported pieces; a piece two features share belongs in
 * a lower layer). Paths are relative to the app's src/; a file matches the longest entry that is
 * its path or a folder of it. Anything unlisted is an error, so a new folder must choose its layer.
 */
const layers = {
  'apps/server/src': [
    ['config', 'lib', 'logger.ts'],
    ['db'],
    ['settings'],
    ['ledger', 'market', 'deps.ts'],
    ['http', 'plugins'],
    ['modules'],
    ['realtime'],
    ['app.ts', 'prepare.ts', 'main.ts', 'index.ts'],
  ],
  'apps/web/src': [['lib', 'i18n', 'theme'], ['components'], ['features'], ['pages'], ['app'], ['main.tsx']],
  'apps/console/src': [['lib'], ['components'], ['features'], ['app'], ['main.tsx']],
};

/** The layer index of a file of an app, or undefined when it is not listed. */
function layerOf(appSrc, file) {
  const path = relative(join(root, appSrc), file);
  let best;
  let bestLength = -1;
  layers[appSrc].forEach((names, index) => {
    for (const name of names) {
      if ((path === name || path.startsWith(`${name}/`)) && name.length > bestLength) {
        best = index;
        bestLength = name.length;
      }
    }
  });
  return best;
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(name)) yield path;
  }
}

const violations = [];
for (const rule of rules) {
  const dir = join(root, rule.dir);
  try {
    statSync(dir);
  } catch {
    continue;
  }
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      if (spec && rule.forbidden.some((re) => re.test(spec))) {
        violations.push(`${relative(root, file)}: imports '${spec}', which ${rule.dir} must not depend on`);
      }
    }
  }
}

for (const appSrc of Object.keys(layers)) {
  const dir = join(root, appSrc);
  for (const file of sourceFiles(dir)) {
    const from = layerOf(appSrc, file);
    if (from === undefined) {
      violations.push(`${relative(root, file)}: is in no layer of ${appSrc} (scripts/check-deps.mjs)`);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      if (!spec?.startsWith('.')) continue;
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(`${dir}/`)) continue;
      const to = layerOf(appSrc, target) ?? layerOf(appSrc, `${target}.ts`) ?? layerOf(appSrc, `${target}.tsx`);
      if (to !== undefined && to > from) {
        violations.push(`${relative(root, file)}: imports '${spec}', a higher layer of ${appSrc}`);
      }
    }
  }
}

/**
 * A server module's public face (STYLE 15): code outside apps/server/src/modules/<name>/ imports it
 * only through modules/<name>/index.ts, so the index is the one list of what others may use. Tests
 * under apps/server/test may import past it: they are the modules' own white-box tests (they set up
 * rows through stores and drive engine passes), and test-only names in an index would claim uses the
 * app does not have.
 */
const modulesDir = join(root, 'apps/server/src/modules');
const internalsAllowed = join(root, 'apps/server/test');
const moduleOfPath = (path) =>
  path.startsWith(`${modulesDir}/`) ? path.slice(modulesDir.length + 1).split('/')[0] : undefined;
for (const dir of ['apps', 'packages', 'bench', 'e2e']) {
  for (const file of sourceFiles(join(root, dir))) {
    if (file.startsWith(`${internalsAllowed}/`)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      if (!spec?.startsWith('.')) continue;
      const target = resolve(dirname(file), spec).replace(/\.(ts|tsx|js)$/, '');
      const name = moduleOfPath(target);
      if (!name) continue;
      const index = join(modulesDir, name);
      if (moduleOfPath(file) === name) {
        // Through its own index a module's file would import every sibling the index names: a cycle.
        if ((target === index || target === join(index, 'index')) && !file.endsWith(`${name}/index.ts`)) {
          violations.push(`${relative(root, file)}: imports its own module's index '${spec}'; import the file`);
        }
        continue;
      }
      if (target !== index && target !== join(index, 'index')) {
        violations.push(
          `${relative(root, file)}: imports '${spec}', past the index of modules/${name}; import from the folder and export the name from modules/${name}/index.ts`,
        );
      }
    }
  }
}

/**
 * Zod stays off the web app's first screen (issue 17): the app and the client import the contract's
 * values from `@demo/contract/refs` and its schemas only as types or through `import()`
 * (`lib/contract-schemas.ts`, for socket frames: `@demo/contract/socket`, the frames' schemas and the
 * call modules they are built from, not every call's). And `refs` itself must reach no module that imports zod at run time.
 */
const staticValueImport = /^import\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]/gm;
const staticValueLink = /^(?:import|export)\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]/gm;
for (const dir of ['apps/web/src', 'packages/client/src']) {
  for (const file of sourceFiles(join(root, dir))) {
    const path = relative(root, file);
    if (/\.test\.tsx?$/.test(path)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(staticValueImport)) {
      if (match[1] === '@demo/contract' || match[1] === '@demo/contract/socket' || match[1] === 'zod') {
        violations.push(`${path}: imports values from '${match[1]}'; use '@demo/contract/refs' (schemas load lazily)`);
      }
    }
  }
}
const seen = new Set();
const queue = [join(root, 'packages/contract/src/refs.ts')];
while (queue.length > 0) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(staticValueLink)) {
    const spec = match[1];
    if (spec === 'zod') violations.push(`${relative(root, file)}: imports zod, and @demo/contract/refs reaches it`);
    else if (spec.startsWith('.')) queue.push(`${resolve(dirname(file), spec)}.ts`);
  }
}

if (violations.length > 0) {
  console.error(
    `Dependency direction violated (core ← contract ← client ← apps; layers inside each app; server modules through their index):\n${violations.join('\n')}`,
  );
  process.exit(1);
}
console.log('dependency direction, layers and module faces: ok');

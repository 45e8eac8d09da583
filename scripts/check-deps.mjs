// Dependencies point one way: core ← contract ← server, web, console (ARCHITECTURE.md).
// This walks every source file's import specifiers and fails when one points the wrong way, or when
// packages/core imports an I/O or UI library. Biome's noRestrictedImports covers the library list
// inside core; this script covers the direction between workspaces, which Biome cannot express.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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
    forbidden: [/^@demo\/(server|web|console)$/, /^(fastify|@fastify\/.*|pg|react|ws|drizzle-orm.*|ioredis)$/],
  },
  { dir: 'apps/server', forbidden: [/^@demo\/(web|console)$/, /^react/] },
  { dir: 'apps/web', forbidden: [/^@demo\/(server|console)$/, /^(fastify|pg|drizzle-orm|ioredis)/] },
  { dir: 'apps/console', forbidden: [/^@demo\/(server|web)$/, /^(fastify|pg|drizzle-orm|ioredis)/] },
];

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

if (violations.length > 0) {
  console.error(`Dependency direction violated (core ← contract ← server, web, console):\n${violations.join('\n')}`);
  process.exit(1);
}
console.log('dependency direction: ok');

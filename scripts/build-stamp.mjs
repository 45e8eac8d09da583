// Whether a front end's build is current: a hash of every input of its build (its own sources and
// configuration, the shared packages it bundles, the lockfile) is written beside the build as
// `.build-stamp`; a start rebuilds only when the hash of today's inputs differs. Contents are hashed,
// not times, so a fresh clone or a `touch` does not force a rebuild, and any edit does.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const STAMP_FILE = '.build-stamp';

const SKIPPED = new Set(['node_modules', 'dist', '.vite', 'coverage', 'test']);

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (SKIPPED.has(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* filesUnder(join(path, name));
  }
}

/** The inputs of one workspace's build: what Vite (or esbuild, for the server) reads for it. */
export function buildInputs(root, workspace) {
  const own = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];
  return [
    ...own.map((name) => join(root, workspace, name)),
    join(root, 'packages/core/src'),
    join(root, 'packages/contract/src'),
    join(root, 'packages/client/src'),
    join(root, 'packages/core/package.json'),
    join(root, 'packages/contract/package.json'),
    join(root, 'packages/client/package.json'),
    join(root, 'package-lock.json'),
    join(root, 'tsconfig.base.json'),
    // What the build does to its output (brotli and gzip copies) is an input of the build too.
    join(root, 'scripts/precompress.mjs'),
  ];
}

/** One hash over the paths (relative to root) and contents of every input file, in a stable order. */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(input)) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** True when `distDir` holds a build (its `entry` file) whose stamp matches `hash`. */
export function isCurrent(distDir, hash, entry = 'index.html') {
  const stamp = join(distDir, STAMP_FILE);
  return existsSync(join(distDir, entry)) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

export function writeStamp(distDir, hash) {
  writeFileSync(join(distDir, STAMP_FILE), `${hash}\n`);
}

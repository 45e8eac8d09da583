// `npm start`: build the customer app, the console and the server bundle when their sources changed
// since the last build (never otherwise), then run the server in this same process, in the production
// configuration (NODE_ENV=production unless set: no reply validation against the contract, no
// per-request logs). The server runs from one esbuild bundle of its TypeScript and the workspace
// packages (dependencies stay in node_modules): loading it takes a fraction of compiling each file
// at start, which is what made a restart slow.
// `npm run serve` (`--skip-build`) starts the server on whatever build is there; `npm run build`
// (`--build-only`) builds where changed and stops; `--force` rebuilds everything.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildInputs, hashInputs, isCurrent, writeStamp } from './build-stamp.mjs';
import { precompressDir } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** `--force` rebuilds whatever the stamps say: the browser tests always test a build of this checkout. */
const FORCE = process.argv.includes('--force');
const FRONT_ENDS = [
  { name: 'customer app', workspace: 'apps/web', pkg: '@demo/web' },
  { name: 'console', workspace: 'apps/console', pkg: '@demo/console' },
];

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

function say(line) {
  process.stdout.write(`[start] ${line}\n`);
}

const SERVER_DIST = join(root, 'apps/server/dist');
const SERVER_BUNDLE = join(SERVER_DIST, 'main.mjs');

/** Bundles workspace code (ours, in TypeScript); every other package is loaded from node_modules. */
async function bundleServer() {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'dependencies-stay-external',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@demo/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

async function bundleServerWhereChanged() {
  const hash = hashInputs(root, buildInputs(root, 'apps/server'));
  if (!FORCE && existsSync(SERVER_BUNDLE) && isCurrent(SERVER_DIST, hash, 'main.mjs')) {
    say('server: bundle is current (apps/server/dist)');
    return;
  }
  const startedMs = Date.now();
  mkdirSync(SERVER_DIST, { recursive: true });
  await bundleServer();
  writeStamp(SERVER_DIST, hash);
  say(`server: bundled in ${((Date.now() - startedMs) / 1000).toFixed(1)} s`);
}

function buildWhereChanged() {
  for (const front of FRONT_ENDS) {
    const dist = join(root, front.workspace, 'dist');
    const hash = hashInputs(root, buildInputs(root, front.workspace));
    if (!FORCE && isCurrent(dist, hash)) {
      say(`${front.name}: build is current (${front.workspace}/dist)`);
      continue;
    }
    say(`${front.name}: sources changed or never built; building ${front.workspace} (about 10 s)…`);
    const startedMs = Date.now();
    const result = spawnSync('npm', ['run', 'build', '-w', front.pkg], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      say(
        `building the ${front.name} failed (exit ${result.status ?? result.signal}); fix the error above and run npm start again`,
      );
      process.exit(result.status ?? 1);
    }
    const packed = precompressDir(dist);
    writeStamp(dist, hash);
    say(
      `${front.name}: built in ${((Date.now() - startedMs) / 1000).toFixed(1)} s; ${packed.files} files precompressed, ` +
        `${kib(packed.raw)} → ${kib(packed.br)} brotli, ${kib(packed.gz)} gzip`,
    );
  }
}

if (!process.argv.includes('--skip-build')) buildWhereChanged();
await bundleServerWhereChanged();
if (process.argv.includes('--build-only')) process.exit(0);
process.env.NODE_ENV ??= 'production';
say(`starting the server (NODE_ENV=${process.env.NODE_ENV})`);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);

// Precompresses a built front end: beside every compressible file of `dist` (scripts, styles, HTML,
// SVG, JSON, source maps are left alone) it writes `<file>.br` (brotli, best quality) and `<file>.gz`
// (gzip, level 9). The server's static handler (@fastify/static with preCompressed) then sends the
// smallest one the browser accepts without compressing anything per request.
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 512;

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes the .br and .gz of each compressible file under `dir`; returns the totals, for the build log. */
export function precompressDir(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const path of [...filesUnder(dir)]) {
    if (path.endsWith('.br') || path.endsWith('.gz')) {
      // A stale copy from an earlier build in the same folder; rewritten below when its file remains.
      unlinkSync(path);
      continue;
    }
    if (!COMPRESSIBLE.test(path)) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    totals.files += 1;
    totals.raw += raw.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

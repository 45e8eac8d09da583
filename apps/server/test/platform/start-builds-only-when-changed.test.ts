// Proves `npm start` rebuilds a front end or the server bundle only when its sources changed (D4):
// the stamp follows contents, not times, and a second start leaves every build as it was.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations.
import { buildInputs, hashInputs, isCurrent, writeStamp } from '../../../../scripts/build-stamp.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
let scratch = '';
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('D4: the build stamp', () => {
  it('changes when a source changes, not when it is only touched, and is current only beside its build', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'demo-stamp-'));
    await mkdir(join(scratch, 'apps/web/src'), { recursive: true });
    await mkdir(join(scratch, 'packages/core/src'), { recursive: true });
    await writeFile(join(scratch, 'apps/web/src/main.tsx'), 'export const a = 1;\n');
    await writeFile(join(scratch, 'packages/core/src/index.ts'), 'export const b = 2;\n');
    const inputs = buildInputs(scratch, 'apps/web');
    const first = hashInputs(scratch, inputs);

    const later = new Date(Date.now() + 60_000);
    await utimes(join(scratch, 'apps/web/src/main.tsx'), later, later);
    expect(hashInputs(scratch, inputs)).toBe(first);

    await writeFile(join(scratch, 'packages/core/src/index.ts'), 'export const b = 3;\n');
    const second = hashInputs(scratch, inputs);
    expect(second).not.toBe(first);

    const dist = join(scratch, 'apps/web/dist');
    await mkdir(dist);
    writeStamp(dist, second);
    expect(isCurrent(dist, second)).toBe(false); // no index.html: nothing was built
    await writeFile(join(dist, 'index.html'), '<!doctype html>');
    expect(isCurrent(dist, second)).toBe(true);
    expect(isCurrent(dist, first)).toBe(false);
  });
});

it('D4: a second start with unchanged sources rebuilds nothing', { timeout: 180_000 }, () => {
  const build = () =>
    spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: ROOT, encoding: 'utf8' });
  const first = build();
  expect(first.status, first.stderr).toBe(0);
  const builtAt = async () =>
    Promise.all(
      ['apps/web/dist/index.html', 'apps/console/dist/index.html', 'apps/server/dist/main.mjs'].map(
        async (file) => (await stat(join(ROOT, file))).mtimeMs,
      ),
    );
  return builtAt().then(async (before) => {
    const second = build();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain('customer app: build is current');
    expect(second.stdout).toContain('console: build is current');
    expect(second.stdout).toContain('server: bundle is current');
    expect(second.stdout).not.toContain('building');
    expect(await builtAt()).toEqual(before);
  });
});

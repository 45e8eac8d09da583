// Proves the embedded PostgreSQL keeps its data across restarts, recovers the lock a killed run left, heals under a running server (D10) and starts after a re-clone (D11).
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { prepareDatabase } from '../../src/prepare';

let dataDir: string | undefined;
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A PID that is certainly not running: above the kernel's default pid_max. */
const DEAD_PID = 4_194_999;

it('a database written, stopped, left with a stale lock and started again still holds its rows', {
  timeout: 120_000,
}, async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'demo-embedded-'));
  const first = await startEmbeddedPostgres({ dataDir });
  expect(first.port).not.toBe(5432);
  const credentials = await stat(join(dataDir, 'pg-credentials.json'));
  expect(credentials.mode & 0o777).toBe(0o600);
  let database = openDatabase(first.url);
  await prepareDatabase(database);
  await database.db.execute(sql`insert into settings (key, value) values ('embeddedProbe', '"kept"')`);
  await database.close();
  await first.stop();

  const lockFile = join(dataDir, 'pg', 'postmaster.pid');
  await writeFile(lockFile, `${DEAD_PID}\n${join(dataDir, 'pg')}\n`);
  const second = await startEmbeddedPostgres({ dataDir });
  try {
    database = openDatabase(second.url);
    const rows = await database.db.execute<{ value: string }>(
      sql`select value from settings where key = 'embeddedProbe'`,
    );
    expect(rows.rows[0]?.value).toBe('kept');
    await database.close();
  } finally {
    await second.stop();
  }
  expect(existsSync(lockFile)).toBe(false);
});

it('D10: a postmaster killed under a running server is started again on its port, and queries work again', {
  timeout: 120_000,
}, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'demo-embedded-heal-'));
  const notes: string[] = [];
  const embedded = await startEmbeddedPostgres({ dataDir: dir, log: (line) => notes.push(line) });
  const database = openDatabase(embedded.url);
  try {
    await database.db.execute(sql`select 1`);
    const killed = embedded.pid;
    process.kill(killed, 'SIGKILL');
    const healedAt = Date.now() + 60_000;
    for (;;) {
      try {
        await database.db.execute(sql`select 1`);
        if (embedded.pid !== killed) break;
      } catch {
        // The pool's old connections fail until the new postmaster is up.
      }
      if (Date.now() > healedAt) throw new Error(`not healed in 60 s: ${notes.join(' | ')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(embedded.pid).not.toBe(killed);
    expect(notes.some((n) => n.includes('exited unexpectedly'))).toBe(true);
  } finally {
    await database.close();
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

it('D11: a data folder removed and made again (a fresh clone at the same path) starts, the old cluster set aside', {
  timeout: 180_000,
}, async () => {
  // As root, a data folder the postgres user cannot reach puts the cluster under the runtime
  // directory, outside the folder: the case a re-clone meets. Otherwise the cluster is in the folder.
  const home = await mkdtemp(join(tmpdir(), 'demo-embedded-reclone-'));
  const runtimeDir = await mkdtemp(join(tmpdir(), 'demo-embedded-runtime-'));
  await chmod(home, 0o700);
  const cloneData = join(home, 'clone', 'data');
  const notes: string[] = [];
  const options = { dataDir: cloneData, runtimeDir, log: (line: string) => notes.push(line) };
  try {
    const first = await startEmbeddedPostgres(options);
    const firstPgDir = first.pgDir;
    await first.stop();
    const relocated = !firstPgDir.startsWith(cloneData);
    if (process.getuid?.() === 0) expect(relocated).toBe(true);

    await rm(join(home, 'clone'), { recursive: true, force: true });
    const second = await startEmbeddedPostgres(options);
    try {
      expect(second.pgDir).toBe(firstPgDir);
      const database = openDatabase(second.url);
      await database.db.execute(sql`select 1`);
      await database.close();
    } finally {
      await second.stop();
    }
    if (relocated) {
      expect(notes.some((n) => n.includes('moved it to'))).toBe(true);
      const aside = (await readdir(dirname(firstPgDir))).filter((name) => name.startsWith('pg.orphaned-'));
      expect(aside).toHaveLength(1);
    }
  } finally {
    await rm(home, { recursive: true, force: true });
    await rm(runtimeDir, { recursive: true, force: true });
  }
});

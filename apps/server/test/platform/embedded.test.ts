// Proves the embedded PostgreSQL keeps its data across restarts, recovers the lock a killed run left, and heals under a running server (D10).
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

// Proves the embedded PostgreSQL keeps its data across restarts and recovers the lock a killed run left.
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

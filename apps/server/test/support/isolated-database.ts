import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/prepare';

/**
 * A database of one test file's own, on the run's PostgreSQL, prepared like a fresh install. For
 * tests that break the ledger on purpose: the run's shared database is reconciled by every other
 * file, so nothing may corrupt it.
 */
export async function isolatedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const shared = new URL(inject('databaseUrl'));
  const name = `demo_isolated_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: shared.toString() });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  const database = openDatabase(url.toString());
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * A test file's own database (`isolatedDatabase`), opened before its tests and closed and dropped
 * after them: call it at the file's top level, where it registers the file's `beforeAll` and
 * `afterAll`, and read `.database` once the tests run.
 */
export function ownDatabase(): { readonly database: Database } {
  let isolated: Awaited<ReturnType<typeof isolatedDatabase>> | undefined;
  let opened: Database | undefined;
  beforeAll(async () => {
    isolated = await isolatedDatabase();
    opened = openDatabase(isolated.url);
  });
  afterAll(async () => {
    await opened?.close();
    await isolated?.drop();
  });
  return {
    get database() {
      if (opened === undefined) throw new Error("the file's own database is opened by its beforeAll");
      return opened;
    },
  };
}

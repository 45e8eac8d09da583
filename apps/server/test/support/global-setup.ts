import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { prepareDatabase } from '../../src/prepare';

/**
 * Finds a PostgreSQL for the suite: TEST_DATABASE_URL, else the local server on 5432 (trust auth,
 * as `postgres` or `root`), else an embedded one in a temp directory. Each run gets a fresh
 * database, dropped at the end. With CI=true a missing PostgreSQL fails the run, never skips it.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** Empty when no Redis answers outside CI: the multi-node tests then skip with a printed reason. */
    redisUrl: string;
  }
}

const LOCAL_CANDIDATES = [
  'postgres://postgres@127.0.0.1:5432/test',
  'postgres://postgres@127.0.0.1:5432/postgres',
  'postgres://root@127.0.0.1:5432/test',
  'postgres://root@127.0.0.1:5432/postgres',
];
const CONNECT_TIMEOUT_MS = 2_000;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const name = `demo_test_${randomBytes(6).toString('hex')}`;
  const candidates = process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : LOCAL_CANDIDATES;
  let adminUrl: string | undefined;
  for (const candidate of candidates) {
    if (await reachable(candidate)) {
      adminUrl = candidate;
      break;
    }
  }

  let stopEmbedded: (() => Promise<void>) | undefined;
  let embeddedDir: string | undefined;
  if (!adminUrl) {
    try {
      embeddedDir = await mkdtemp(join(tmpdir(), 'demo-server-test-'));
      const embedded = await startEmbeddedPostgres({ dataDir: embeddedDir });
      adminUrl = embedded.url;
      stopEmbedded = embedded.stop;
    } catch (error) {
      const message = `No PostgreSQL for the server tests (tried ${candidates.join(', ')} and embedded): ${String(error)}`;
      // Locally and in CI alike the suite cannot run without a database; CI must never skip it.
      throw new Error(process.env.CI === 'true' ? `CI: ${message}` : message);
    }
  }

  await adminQuery(adminUrl, `create database ${name}`);
  const url = withDatabase(adminUrl, name);
  const database = openDatabase(url);
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('databaseUrl', url);
  project.provide('redisUrl', await findRedis());

  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
    await stopEmbedded?.();
    if (embeddedDir) await rm(embeddedDir, { recursive: true, force: true });
  };
}

const REDIS_CANDIDATE = 'redis://127.0.0.1:6379';

/** TEST_REDIS_URL, else the local Redis; with CI=true a missing Redis fails the run. */
async function findRedis(): Promise<string> {
  const url = process.env.TEST_REDIS_URL ?? REDIS_CANDIDATE;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
    return url;
  } catch (error) {
    if (process.env.CI === 'true') throw new Error(`CI: no Redis at ${url} for the multi-node tests: ${String(error)}`);
    console.warn(`No Redis at ${url}: the multi-node tests will be skipped (${String(error)})`);
    return '';
  } finally {
    client.disconnect();
  }
}

import { type AppOptions, buildApp } from './app';
import { loadEnv } from './config/env';
import { type Database, openDatabase } from './db/client';
import { type EmbeddedDatabase, PlacementError, startEmbeddedPostgres } from './db/embedded';
import { parseOpsAccess } from './http/ops-access';
import { loadDataKey } from './lib/crypto-box';
import { createPasswordHasher, type PasswordHasher } from './lib/password';
import { createLogger } from './logger';
import { createTestClock, registerTestClock, type TestClock } from './market/test-clock';
import { ensureFirstAdmin, FIRST_ADMIN_USERNAME } from './modules/staff';
import type { UploadStorage } from './modules/upload';
import { openUploadStorage } from './modules/upload';
import { prepareDatabase } from './prepare';

/**
 * Graceful shutdown gets this long before the process exits anyway: new connections are refused at
 * once, sockets get a going-away close, in-flight requests finish, then the pool and PostgreSQL stop.
 * A supervisor's stop timeout (systemd's TimeoutStopSec, Docker's --time) should exceed it.
 */
const SHUTDOWN_TIMEOUT_MS = 20_000;

function printFirstAdminBanner(password: string): void {
  const line = '='.repeat(78);
  process.stdout.write(
    `\n${line}\n First admin created: username ${FIRST_ADMIN_USERNAME}, password ${password} — change it after signing in\n` +
      ` Console: /console/   (this password is shown only once)\n${line}\n\n`,
  );
}

/**
 * The market's clock: the wall clock, or for a test server (`MARKET_CLOCK_START`, `MARKET_CLOCK_CONTROL`,
 * both refused in production by loadEnv) one that starts at the given instant, runs at the wall clock's
 * pace and may be moved forwards by the test.
 */
function marketClock(clock: TestClock | null): { nowMs?: () => number } {
  return clock === null ? {} : { nowMs: () => clock.nowMs() };
}

/** What the server is built with, from the environment and what main has opened. */
function appOptions(
  env: ReturnType<typeof loadEnv>,
  database: Database,
  hasher: PasswordHasher,
  uploadStorage: UploadStorage,
  testClock: TestClock | null,
): AppOptions {
  return {
    uploadStorage,
    db: database.db,
    logLevel: env.logLevel,
    hasher,
    sessionTtlHours: env.sessionTtlHours,
    redisUrl: env.redisUrl,
    webDist: env.webDist,
    consoleDist: env.consoleDist,
    checkReplies: env.nodeEnv !== 'production',
    requestLogging: env.nodeEnv !== 'production',
    opsAccess: parseOpsAccess(env.opsAccess, env.nodeEnv === 'production'),
    smsBudget: env.smsBudget,
    ...(env.orderCreateLimits === 'off' ? { orderCreateLimits: [] } : {}),
    ...(env.reconcileIntervalMs === undefined ? {} : { reconcileIntervalMs: env.reconcileIntervalMs }),
    trustProxy: env.trustProxy,
    fxSpreadBps: BigInt(env.fxSpreadBps),
    market: { liveFeed: env.liveFeed, ...marketClock(testClock) },
    // The news importer is off unless NEWS_FEED_URL names a feed (RSS, Atom or JSON Feed).
    ...(env.newsFeed === undefined ? {} : { newsFeed: env.newsFeed }),
    dataKey: loadDataKey({
      fromEnv: env.dataEncryptionKey,
      dataDir: env.dataDir,
      // The embedded single node keeps its generated key in DATA_DIR; a cluster must share one.
      production: env.nodeEnv === 'production' && env.databaseUrl !== undefined,
    }),
  };
}

async function main(): Promise<void> {
  const startedMs = Date.now();
  const env = loadEnv();
  const log = createLogger(env.logLevel);
  let embedded: EmbeddedDatabase | undefined;
  let database: Database | undefined;
  let stopping = false;

  async function stopDatabase(): Promise<void> {
    await database?.close().catch((error: unknown) => log.error({ err: error }, 'closing the pool failed'));
    await embedded?.stop().catch((error: unknown) => log.error({ err: error }, 'stopping PostgreSQL failed'));
  }

  try {
    let url = env.databaseUrl;
    if (url === undefined) {
      log.info({ dataDir: env.dataDir }, 'DATABASE_URL is unset: starting embedded PostgreSQL');
      embedded = await startEmbeddedPostgres({
        dataDir: env.dataDir,
        ...(env.pgRuntimeDir ? { runtimeDir: env.pgRuntimeDir } : {}),
        log: (line) => log.warn(line),
        postgresOutput: (line) => log.debug({ postgres: line }, 'postgres'),
      });
      url = embedded.url;
      log.info({ port: embedded.port, pgDir: embedded.pgDir }, 'embedded PostgreSQL is ready');
    }
    database = openDatabase(url);
    await prepareDatabase(database);
    const hasher = createPasswordHasher(env.scryptNLog2);
    const uploadStorage = await openUploadStorage(env.uploadStore);
    log.info({ store: uploadStorage.description }, 'uploads are stored in the configured store');
    const testClock =
      env.marketClockStartMs === undefined && !env.marketClockControl ? null : createTestClock(env.marketClockStartMs);
    const app = await buildApp(appOptions(env, database, hasher, uploadStorage, testClock));
    if (testClock !== null && env.marketClockControl) {
      registerTestClock(app, testClock);
      log.warn('MARKET_CLOCK_CONTROL=on: tests may move the market clock forwards');
    }
    const admin = await ensureFirstAdmin({ db: database.db, hasher }, env.adminInitialPassword);
    if (admin.created && admin.generated) printFirstAdminBanner(admin.password);
    else if (admin.created) log.info('First admin created: username admin, password from ADMIN_INITIAL_PASSWORD');

    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'shutting down');
      const force = setTimeout(() => {
        log.error('shutdown timed out; exiting');
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS);
      force.unref();
      await app.close().catch((error: unknown) => log.error({ err: error }, 'closing HTTP failed'));
      await stopDatabase();
      log.info('stopped');
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: env.port, host: env.host });
    log.info({ startMs: Date.now() - startedMs, port: env.port }, 'serving');
  } catch (error) {
    // A placement problem is the operator's to fix, said in one sentence; anything else is a bug.
    if (error instanceof PlacementError) log.fatal(`start failed: ${error.message}`);
    else log.fatal({ err: error }, 'start failed');
    await stopDatabase();
    process.exit(1);
  }
}

await main();

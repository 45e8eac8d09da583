import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './paths';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().min(1).optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().default('development')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  DATA_DIR: optionalString,
  /** As root, where the embedded PostgreSQL's binaries and data go when the project is out of its user's reach. */
  PG_RUNTIME_DIR: optionalString,
  /** Set by npm to the directory the command was typed in; relative paths are read from there. */
  INIT_CWD: optionalString,
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
  WEB_DIST: optionalString,
  CONSOLE_DIST: optionalString,
  SESSION_TTL_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(24 * 7),
  ),
  /** `off` lifts the per-account order limits (O9): for load benchmarks only, never for customers. */
  ORDER_CREATE_LIMITS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  /** Who may read /metrics and /docs: any, local, staff, or addresses and networks (http/ops-access.ts). */
  OPS_ACCESS: optionalString,
  /** Which proxies to believe about X-Forwarded-For: a hop count or their addresses (`parseTrustProxy`). */
  TRUST_PROXY: optionalString,
  /** The published conversion spread, basis points of the mid rate each way (docs/SPEC.md X3). */
  FX_SPREAD_BPS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(500).default(30)),
  SMS_SENDER: z.preprocess(emptyAsUndefined, z.enum(['log']).default('log')),
  /** SMS codes per hour, in all and per destination prefix (A11): the cost ceiling of SMS fraud. */
  SMS_BUDGET_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(600)),
  SMS_PREFIX_BUDGET_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(40)),
  /** How often the engine leader reconciles the ledger, in ms (docs/SPEC.md D5); 0 turns it off. */
  RECONCILE_INTERVAL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 3_600_000)
      .optional(),
  ),
  /** A live market source for the products it covers (`binance`: crypto); unset = the simulator only. */
  LIVE_FEED: z.preprocess(emptyAsUndefined, z.enum(['binance']).optional()),
  /** Base64 of the 32-byte key that encrypts Aadhaar and bank account numbers; required in production. */
  DATA_ENCRYPTION_KEY: optionalString,
  ADMIN_INITIAL_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(10).max(128).optional()),
  /** Where upload bytes live: `local` (a directory, UPLOAD_DIR or DATA_DIR/uploads) or `s3` (S3_* below). */
  UPLOAD_STORE: z.preprocess(emptyAsUndefined, z.enum(['local', 's3']).default('local')),
  UPLOAD_DIR: optionalString,
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Key prefix inside the bucket. */
  S3_PREFIX: z.preprocess(emptyAsUndefined, z.string().default('uploads/')),
  /**
   * Test-only: the instant (ISO 8601, e.g. 2026-11-19T01:30:00Z) the market's clock starts at; it then runs
   * at the wall clock's pace. Browser tests use it to trade a stock market whose session is at another
   * hour (Seoul trades 00:00–06:30 UTC). Prices, sessions and orders all read this one clock, so a closed
   * market stays closed by it. Refused in production.
   */
  MARKET_CLOCK_START: z.preprocess(emptyAsUndefined, z.iso.datetime({ offset: true }).optional()),
  /**
   * The news importer (issue 14), off when unset: an RSS 2.0, Atom or JSON Feed address (http or https).
   * Its host is the only one the importer may fetch, through the data proxy's guarded fetcher.
   */
  NEWS_FEED_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** The language the feed's items are stored in (`en` or `hi`). */
  NEWS_FEED_LOCALE: z.preprocess(emptyAsUndefined, z.enum(['en', 'hi']).default('en')),
  /** How often the feed is read, in ms: at least a minute, at most a day (default 15 minutes). */
  NEWS_FEED_INTERVAL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(60_000)
      .max(24 * 3_600_000)
      .default(15 * 60_000),
  ),
  /**
   * Test-only: `on` lets a browser test move the market's clock forwards (`POST /__test/clock/advance`,
   * market/test-clock.ts), so a schedule minutes ahead (a group's allocation) comes at once. Refused in
   * production.
   */
  MARKET_CLOCK_CONTROL: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('off')),
  /** Test-only: lowers the scrypt cost (log2 of N, at least 14) so suites run quickly. */
  SCRYPT_N_LOG2: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(14).max(20).optional()),
});

export type UploadStoreEnv =
  | { kind: 'local'; directory: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      prefix: string;
    };

export interface NewsFeedEnv {
  url: string;
  locale: 'en' | 'hi';
  intervalMs: number;
}

export interface Env {
  nodeEnv: string;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  pgRuntimeDir: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  webDist: string;
  consoleDist: string;
  sessionTtlHours: number;
  smsSender: 'log';
  smsBudget: { perHour: number; perPrefixPerHour: number };
  liveFeed: 'binance' | undefined;
  /** Behind a load balancer: which hops of X-Forwarded-For to believe (per-IP limits need it). */
  trustProxy: TrustProxy;
  opsAccess: string | undefined;
  orderCreateLimits: 'on' | 'off';
  /** `RECONCILE_INTERVAL_MS`; absent: the engine's default. */
  reconcileIntervalMs: number | undefined;
  /** The conversion spread in basis points (`FX_SPREAD_BPS`, default 30). */
  fxSpreadBps: number;
  adminInitialPassword: string | undefined;
  dataEncryptionKey: string | undefined;
  scryptNLog2: number | undefined;
  uploadStore: UploadStoreEnv;
  /** The news importer (`NEWS_FEED_*`); undefined = off. */
  newsFeed: NewsFeedEnv | undefined;
  /** Test-only (`MARKET_CLOCK_START`): where the market's clock starts, epoch ms; undefined = the wall clock. */
  marketClockStartMs: number | undefined;
  /** Test-only (`MARKET_CLOCK_CONTROL=on`): a test may move the market's clock forwards. */
  marketClockControl: boolean;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Reads and validates the environment once at start; a bad value stops the process with the variable's name. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (e.MARKET_CLOCK_START !== undefined && e.NODE_ENV === 'production')
    throw new Error('Invalid environment:\n  MARKET_CLOCK_START is for tests and is refused when NODE_ENV=production');
  if (e.MARKET_CLOCK_CONTROL === 'on' && e.NODE_ENV === 'production')
    throw new Error(
      'Invalid environment:\n  MARKET_CLOCK_CONTROL is for tests and is refused when NODE_ENV=production',
    );
  const root = findRepoRoot();
  const fromRoot = (p: string | undefined, fallback: string) =>
    p === undefined ? join(root, fallback) : isAbsolute(p) ? p : resolve(e.INIT_CWD ?? process.cwd(), p);
  const dataDir = fromRoot(e.DATA_DIR, 'data');
  let uploadStore: UploadStoreEnv = {
    kind: 'local',
    directory: e.UPLOAD_DIR === undefined ? join(dataDir, 'uploads') : fromRoot(e.UPLOAD_DIR, ''),
  };
  if (e.UPLOAD_STORE === 's3') {
    const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
    if (missing.length > 0) throw new Error(`Invalid environment:\n  UPLOAD_STORE=s3 needs ${missing.join(', ')}`);
    uploadStore = {
      kind: 's3',
      endpoint: e.S3_ENDPOINT ?? '',
      bucket: e.S3_BUCKET ?? '',
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
      prefix: e.S3_PREFIX,
    };
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir,
    pgRuntimeDir: e.PG_RUNTIME_DIR === undefined ? undefined : fromRoot(e.PG_RUNTIME_DIR, ''),
    logLevel: e.LOG_LEVEL,
    webDist: fromRoot(e.WEB_DIST, 'apps/web/dist'),
    consoleDist: fromRoot(e.CONSOLE_DIST, 'apps/console/dist'),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    smsSender: e.SMS_SENDER,
    smsBudget: { perHour: e.SMS_BUDGET_PER_HOUR, perPrefixPerHour: e.SMS_PREFIX_BUDGET_PER_HOUR },
    liveFeed: e.LIVE_FEED,
    trustProxy,
    opsAccess: e.OPS_ACCESS,
    orderCreateLimits: e.ORDER_CREATE_LIMITS,
    reconcileIntervalMs: e.RECONCILE_INTERVAL_MS,
    fxSpreadBps: e.FX_SPREAD_BPS,
    adminInitialPassword: e.ADMIN_INITIAL_PASSWORD,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    scryptNLog2: e.SCRYPT_N_LOG2,
    uploadStore,
    newsFeed:
      e.NEWS_FEED_URL === undefined
        ? undefined
        : { url: e.NEWS_FEED_URL, locale: e.NEWS_FEED_LOCALE, intervalMs: e.NEWS_FEED_INTERVAL_MS },
    marketClockStartMs: e.MARKET_CLOCK_START === undefined ? undefined : Date.parse(e.MARKET_CLOCK_START),
    marketClockControl: e.MARKET_CLOCK_CONTROL === 'on',
  };
}

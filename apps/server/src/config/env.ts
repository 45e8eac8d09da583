import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './paths';

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
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).default('false')),
  /** The published conversion spread, basis points of the mid rate each way (docs/SPEC.md X3). */
  FX_SPREAD_BPS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(500).default(30)),
  SMS_SENDER: z.preprocess(emptyAsUndefined, z.enum(['log']).default('log')),
  /** A live market source for the products it covers (`binance`: crypto); unset = the simulator only. */
  LIVE_FEED: z.preprocess(emptyAsUndefined, z.enum(['binance']).optional()),
  /** Base64 of the 32-byte key that encrypts Aadhaar and bank account numbers; required in production. */
  DATA_ENCRYPTION_KEY: optionalString,
  ADMIN_INITIAL_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(10).max(128).optional()),
  /** Test-only: lowers the scrypt cost (log2 of N, at least 14) so suites run quickly. */
  SCRYPT_N_LOG2: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(14).max(20).optional()),
});

export interface Env {
  nodeEnv: string;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  webDist: string;
  consoleDist: string;
  sessionTtlHours: number;
  smsSender: 'log';
  liveFeed: 'binance' | undefined;
  /** Behind a load balancer: take the client address from X-Forwarded-For (per-IP limits need it). */
  trustProxy: boolean;
  /** The conversion spread in basis points (`FX_SPREAD_BPS`, default 30). */
  fxSpreadBps: number;
  adminInitialPassword: string | undefined;
  dataEncryptionKey: string | undefined;
  scryptNLog2: number | undefined;
}

/** Reads and validates the environment once at start; a bad value stops the process with the variable's name. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const root = findRepoRoot();
  const fromRoot = (p: string | undefined, fallback: string) =>
    p === undefined ? join(root, fallback) : isAbsolute(p) ? p : resolve(process.cwd(), p);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir: fromRoot(e.DATA_DIR, 'data'),
    logLevel: e.LOG_LEVEL,
    webDist: fromRoot(e.WEB_DIST, 'apps/web/dist'),
    consoleDist: fromRoot(e.CONSOLE_DIST, 'apps/console/dist'),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    smsSender: e.SMS_SENDER,
    liveFeed: e.LIVE_FEED,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    fxSpreadBps: e.FX_SPREAD_BPS,
    adminInitialPassword: e.ADMIN_INITIAL_PASSWORD,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    scryptNLog2: e.SCRYPT_N_LOG2,
  };
}

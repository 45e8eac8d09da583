import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { Bus } from './lib/bus';
import type { PasswordHasher } from './lib/password';
import type { SmsSender } from './lib/sms-sender';
import type { MarketData } from './market/market-data';

/** What services need from the outside world, built once by buildApp and passed down explicitly. */
export interface Deps {
  db: Db;
  bus: Bus;
  hasher: PasswordHasher;
  smsSender: SmsSender;
  sessionTtlMs: number;
  log: FastifyBaseLogger;
  /** Latest quotes and current candles, kept current on every node from the bus. */
  market: MarketData;
}

export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** At most this many live sessions per customer; a newer sign-in ends the oldest (code 281). */
export const USER_SESSIONS_MAX = 5;

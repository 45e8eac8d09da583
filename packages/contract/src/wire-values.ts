/**
 * The contract's plain values — limits, patterns and enumerations — that clients need at run time.
 * They live apart from the zod schemas that use them, so a client can import them without zod
 * (`@demo/contract/refs`); the calls' schemas import them from here.
 */
import type { AiSourceRecord, SourceRecord } from './calls/trading';

// support
/** Longest support message, in characters. */
export const SUPPORT_TEXT_MAX = 2000;

// trading
/** Where an order came from: the user's own trade, an allotted new share, an AI product or a group order. */
export const ORDER_SOURCES = ['manual', 'new_share', 'ai', 'group'] as const;
/**
 * How long a pending limit order waits (docs/SPEC.md O10): `gtc` until it fills or is cancelled,
 * `day` until the close of its market's current session, `until` until `validUntil`.
 */
export const ORDER_VALIDITIES = ['gtc', 'day', 'until'] as const;
/** Whether a row of "Order source" is an AI purchase rather than an order. */
export function isAiSourceRecord(row: SourceRecord): row is AiSourceRecord {
  return 'record' in row && row.record === 'ai_product';
}

// account
/** Indian mobile (10 digits starting 6-9, optional +91) or an e-mail address (PRODUCT.md). */
export const USERNAME_PATTERN = /^(?:(?:\+91)?[6-9]\d{9}|[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,})$/;
export const PHONE_PATTERN = /^(?:\+91)?[6-9]\d{9}$/;

// markets
/** Candle periods; `session` is today's one-minute line for the product's current session (PRODUCT.md). */
export const KLINE_PERIODS = [
  '1min',
  '5min',
  '15min',
  '30min',
  '60min',
  'day',
  'week',
  'month',
  'year',
  'session',
] as const;
/** Most candles one `data/candlestick` reply carries; older history is paged with `to`. */
export const CANDLES_MAX = 1000;
/** Longest product code, in characters (e.g. `RELIANCE.NS`, `BTCUSD`). */
export const PRODUCT_CODE_LENGTH_MAX = 32;

// funds
/** A wallet address: letters and digits only, as TRC20 (T…), ERC20 (0x…) and the common chains use. */
export const WALLET_ADDRESS_PATTERN = /^[A-Za-z0-9]{20,128}$/;
/** Longest remark a customer may attach to a recharge or a withdrawal, in characters. */
export const REMARK_LENGTH_MAX = 200;

// watchlist
/** Most named watchlists one customer keeps. */
export const WATCHLISTS_MAX = 20;
/**
 * The name the server gives each customer's default watchlist. The app shows it in the reader's
 * language while the list keeps it; a name the customer chose is shown as chosen.
 */
export const DEFAULT_WATCHLIST_NAME = 'Favourites';

// alerts
/** What a price alert watches for, and the states it passes through (docs/SPEC.md AL1–AL6). */
export const ALERT_CONDITION_VALUES = ['above', 'below', 'changeRateAbove', 'changeRateBelow'] as const;
export const ALERT_STATUS_VALUES = ['active', 'triggered', 'cancelled'] as const;
/** Active alerts one customer may hold at once (docs/SPEC.md AL4). */
export const ALERTS_ACTIVE_LIMIT = 50;

// chart drawings
/** The shapes a customer can draw on a chart; the kind decides how many points it has (docs/SPEC.md DR2). */
export const DRAWING_KIND_VALUES = ['hline', 'trend', 'range'] as const;
/** Drawings one customer may keep on one product (docs/SPEC.md DR1). */
export const DRAWINGS_PER_PRODUCT_MAX = 50;

// security
/** A two-factor code: the authenticator's 6 digits, or a recovery code (five and five, dash optional). */
export const OTP_PATTERN = /^(?:\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/;

// offerings
/** IPO, placement, block trade (Dazong) and limit trade (upper circuit). */
export const OFFERING_TYPES = ['ipo', 'placement', 'dazong', 'limit'] as const;

// content
/** Most images one feedback or one support message carries (issue 14). */
export const CONTENT_IMAGES_MAX = 3;
/** Longest feedback text, in characters. */
export const FEEDBACK_TEXT_MAX = 2000;

// fields
/** A client's idempotency key (CONTRACT.md, "Retry safety"): a repeat from the same user returns the first result. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

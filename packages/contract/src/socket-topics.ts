import type { KlinePeriod } from './calls/markets';
import { KLINE_PERIODS } from './wire-values';

/**
 * The real-time channel at `/smart_socket` (CONTRACT.md, "Real-time channel"): JSON text frames,
 * client commands keyed by `cmd`, server frames keyed by `channel`.
 */

export const SOCKET_PATH = '/smart_socket';
/** Quotes of all products, batched. */
export const TOPIC_FRONT = 'front';
/** Index and market-overview quotes. */
export const TOPIC_SINA = 'CHANNEL_SINA_DATA';
export const KLINE_TOPIC_PREFIX = 'market_kline_';
/** One product's quote on every change: `quote_{code}` (issue 43). */
export const QUOTE_TOPIC_PREFIX = 'quote_';
/**
 * One product's market depth on every change: `depth_{code}` (SPEC DP6). Held only while the depth
 * is on screen; its frames are `{"channel":"depth_{code}","content":depth}` with the whole book.
 */
export const DEPTH_TOPIC_PREFIX = 'depth_';
/**
 * The channel that carries `quote_{code}` updates, batched: `{"channel":"quotes","content":[…]}`.
 * Each entry names its `code`; the first entry of a code after subscribing is the whole quote, later
 * ones carry only the fields that changed since that connection's previous entry for the code (QT2).
 */
export const CHANNEL_QUOTES = 'quotes';
/** The channel that carries the bound user's own events. */
export const CHANNEL_USER = 'user';
/** The channel that carries staff events (new support messages) to a console bound with `{"cmd":"staff"}`. */
export const CHANNEL_STAFF = 'staff';
export const CHANNEL_PONG = 'pong';
export const CHANNEL_ERROR = 'error';
/** Most topics one connection may hold at once; a limit on everything that grows (STYLE.md, rule 7). */
export const SOCKET_TOPICS_MAX = 200;
/** Longest topic name, in characters. */
export const TOPIC_LENGTH_MAX = 96;
/** Largest client frame the server reads, in bytes. */
export const SOCKET_FRAME_MAX_BYTES = 4096;

/** The topic of the current candle of one product at one period: `market_kline_{code}_{period}`. */
export function klineTopic(code: string, period: KlinePeriod): string {
  return `${KLINE_TOPIC_PREFIX}${code}_${period}`;
}

/**
 * Reads a kline topic back into its code and period, or null when it is not one. The period is the
 * part after the last underscore, so a code may itself contain underscores.
 */
export function parseKlineTopic(topic: string): { code: string; period: KlinePeriod } | null {
  if (!topic.startsWith(KLINE_TOPIC_PREFIX)) return null;
  const rest = topic.slice(KLINE_TOPIC_PREFIX.length);
  const cut = rest.lastIndexOf('_');
  if (cut <= 0) return null;
  const code = rest.slice(0, cut);
  const period = KLINE_PERIODS.find((p) => p === rest.slice(cut + 1));
  return period === undefined ? null : { code, period };
}

/** The topic of one product's quote: `quote_{code}`. */
export function quoteTopic(code: string): string {
  return `${QUOTE_TOPIC_PREFIX}${code}`;
}

/** The product code of a quote topic, or null when it is not one. */
export function parseQuoteTopic(topic: string): string | null {
  if (!topic.startsWith(QUOTE_TOPIC_PREFIX)) return null;
  const code = topic.slice(QUOTE_TOPIC_PREFIX.length);
  return code.length > 0 ? code : null;
}

/**
 * The risk desk's pushed figures (docs/SPEC.md RK9): `risk_exposure_{real|virtual}` carries
 * `risk/exposure`'s body, `risk_pnl_{real|virtual}` `risk/house_pnl`'s default window, as staff events
 * on the `staff` channel. Only a connection bound with `{"cmd":"staff"}` by a role that reads the desk
 * may subscribe.
 */
export const RISK_TOPIC_PREFIX = 'risk_';
export const RISK_TOPIC_KINDS = ['exposure', 'pnl'] as const;
export type RiskTopicKind = (typeof RISK_TOPIC_KINDS)[number];
const RISK_TOPIC_SETS = ['real', 'virtual'] as const;

/** The topic of one of the desk's pushed figures for one account type. */
export function riskTopic(kind: RiskTopicKind, accountType: 'real' | 'virtual'): string {
  return `${RISK_TOPIC_PREFIX}${kind}_${accountType}`;
}

/** Reads a risk topic back into its figure and account type, or null when it is not one. */
export function parseRiskTopic(
  topic: string,
): { kind: RiskTopicKind; accountType: (typeof RISK_TOPIC_SETS)[number] } | null {
  for (const kind of RISK_TOPIC_KINDS)
    for (const accountType of RISK_TOPIC_SETS) if (topic === riskTopic(kind, accountType)) return { kind, accountType };
  return null;
}

/** The topic of one product's market depth: `depth_{code}` (DP6). */
export function depthTopic(code: string): string {
  return `${DEPTH_TOPIC_PREFIX}${code}`;
}

/** The product code of a depth topic, or null when it is not one. */
export function parseDepthTopic(topic: string): string | null {
  if (!topic.startsWith(DEPTH_TOPIC_PREFIX)) return null;
  const code = topic.slice(DEPTH_TOPIC_PREFIX.length);
  return code.length > 0 ? code : null;
}

/** Whether a client may subscribe to this topic: `front`, `CHANNEL_SINA_DATA`, a quote, a kline, a depth or a risk topic. */
export function isKnownTopic(topic: string): boolean {
  return (
    topic === TOPIC_FRONT ||
    topic === TOPIC_SINA ||
    parseQuoteTopic(topic) !== null ||
    parseKlineTopic(topic) !== null ||
    parseDepthTopic(topic) !== null ||
    parseRiskTopic(topic) !== null
  );
}

import type { Quote } from '@demo/contract';

/**
 * A live market source (ARCHITECTURE.md, "Live adapters ... plug in behind the same interface").
 * It turns an exchange's stream into the contract's quotes for the products it covers; the feed
 * leader publishes them in place of the simulator's for those codes. Off by default: the seeded
 * simulator is the market unless `LIVE_FEED` names an adapter.
 */
export interface LiveFeed {
  /** Product codes this source prices. */
  readonly codes: ReadonlySet<string>;
  /** Connects (and reconnects after a drop) until `stop`. */
  start(): void;
  stop(): Promise<void>;
  /** Calls `listener` for every quote; returns the function that ends the subscription. */
  onQuote(listener: (quote: Quote) => void): () => void;
}

/** The part of a WebSocket an adapter uses; `ws`'s WebSocket has it, and so does a test's fake. */
export interface SocketLike {
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  close(): void;
}

export type SocketFactory = (url: string) => SocketLike;

/**
 * A decimal string rounded half-up to `decimals` places ("64123.455" → "64123.46" at 2), without
 * going through binary floating point. `null` for anything that is not a plain non-negative decimal.
 */
export function roundDecimal(text: string, decimals: number): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const kept = (fraction + '0'.repeat(decimals)).slice(0, decimals);
  let scaled = BigInt(whole + kept);
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

import { CHANNEL_QUOTES, type Quote, type QuoteDelta, quote as quoteSchema } from '@demo/contract';
import type { MarketData } from '../market/market-data';
import type { Connection } from './connection';

/** The fields a quote carries besides its code, in the contract's order: only these travel. */
const QUOTE_FIELDS = Object.keys(quoteSchema.shape).filter((f) => f !== 'code') as Array<Exclude<keyof Quote, 'code'>>;

const FRAME_HEAD = `{"channel":"${CHANNEL_QUOTES}","content":[`;
const FRAME_TAIL = ']}';

/** One code's entry of a bus batch: its delta, encoded once, and the frame of that entry alone once built. */
interface Entry {
  readonly delta: QuoteDelta;
  readonly json: string;
  single: Buffer | null;
}

/**
 * The `quote_{code}` topics of one node (issue 43; SPEC QT1–QT7).
 *
 * For every code with a local subscriber the node keeps the quote its subscribers hold: the whole
 * quote sent on subscribe comes from it, and each bus batch moves it by one delta per code — the
 * fields that changed, encoded once — so a client that merges its entries holds exactly this quote
 * (QT2). A connection gets one `quotes` frame per batch joining the entries of the codes it holds;
 * one that holds a single code gets the frame of that code shared with every other such connection.
 * A batch costs its codes plus the subscriptions of the codes it moves: connections holding nothing
 * that moved are never visited (QT6).
 */
export class QuoteTopics {
  /** The quote every subscriber of a code holds, for codes with at least one local subscriber. */
  private readonly held = new Map<string, Quote>();
  private readonly subscribers = new Map<string, Set<Connection>>();
  /** How many quote codes each connection holds: a connection with one takes the shared frame. */
  private readonly codesOf = new Map<Connection, number>();

  constructor(private readonly market: MarketData) {}

  /** Adds the codes (known products) to the connection and sends their whole quotes in one frame. */
  subscribe(connection: Connection, codes: readonly string[]): void {
    const wholes: QuoteDelta[] = [];
    for (const code of codes) {
      let subscribers = this.subscribers.get(code);
      if (!subscribers) {
        subscribers = new Set();
        this.subscribers.set(code, subscribers);
      }
      if (!subscribers.has(connection)) {
        subscribers.add(connection);
        this.codesOf.set(connection, (this.codesOf.get(connection) ?? 0) + 1);
      }
      const whole = this.current(code);
      if (whole) wholes.push(whole);
    }
    if (wholes.length > 0) connection.sendQuoteDeltas(wholes, () => frameOf(wholes.map((w) => JSON.stringify(w))));
  }

  unsubscribe(connection: Connection, code: string): void {
    const subscribers = this.subscribers.get(code);
    if (!subscribers?.delete(connection)) return;
    const count = (this.codesOf.get(connection) ?? 1) - 1;
    if (count > 0) this.codesOf.set(connection, count);
    else this.codesOf.delete(connection);
    if (subscribers.size > 0) return;
    this.subscribers.delete(code);
    this.held.delete(code);
  }

  /** One bus batch: one delta per held code it moves, and one frame per connection holding any. */
  onQuotes(quotes: readonly Quote[]): void {
    if (this.subscribers.size === 0) return;
    let several: Map<Connection, Entry[]> | null = null;
    for (const next of quotes) {
      const subscribers = this.subscribers.get(next.code);
      if (!subscribers) continue;
      const delta = deltaOf(this.held.get(next.code), next);
      if (!delta) continue;
      this.held.set(next.code, pick(next));
      const entry: Entry = { delta, json: JSON.stringify(delta), single: null };
      for (const connection of subscribers) {
        if (this.codesOf.get(connection) === 1) {
          connection.sendQuoteDeltas([delta], () => (entry.single ??= frameOf([entry.json])));
          continue;
        }
        several ??= new Map();
        const entries = several.get(connection);
        if (entries) entries.push(entry);
        else several.set(connection, [entry]);
      }
    }
    if (!several) return;
    for (const [connection, entries] of several) {
      if (entries.length === 1) {
        const [entry] = entries as [Entry];
        connection.sendQuoteDeltas([entry.delta], () => (entry.single ??= frameOf([entry.json])));
      } else {
        connection.sendQuoteDeltas(
          entries.map((e) => e.delta),
          () => frameOf(entries.map((e) => e.json)),
        );
      }
    }
  }

  /** Codes with at least one local subscriber, and the subscriptions to them (tests and metrics). */
  counts(): { quoteCodes: number; quoteSubscriptions: number } {
    let quoteSubscriptions = 0;
    for (const count of this.codesOf.values()) quoteSubscriptions += count;
    return { quoteCodes: this.subscribers.size, quoteSubscriptions };
  }

  /** The quote the code's subscribers hold; a code first held takes the market's latest. */
  private current(code: string): Quote | undefined {
    const held = this.held.get(code);
    if (held) return held;
    const latest = this.market.quote(code);
    if (!latest) return undefined;
    const quote = pick(latest);
    this.held.set(code, quote);
    return quote;
  }
}

/**
 * The entry that takes a client holding `previous` to `next`: the code and every field that differs
 * (`time` included whenever it moved), the whole quote when the client holds none, null when equal.
 */
export function deltaOf(previous: Quote | undefined, next: Quote): QuoteDelta | null {
  if (!previous) return pick(next);
  const delta: Record<string, unknown> = { code: next.code };
  let changed = false;
  for (const field of QUOTE_FIELDS) {
    if (next[field] === previous[field]) continue;
    delta[field] = next[field];
    changed = true;
  }
  return changed ? (delta as QuoteDelta) : null;
}

/** The contract's fields of a quote, whatever else its source's object carries. */
function pick(quote: Quote): Quote {
  const out: Record<string, unknown> = { code: quote.code };
  for (const field of QUOTE_FIELDS) out[field] = quote[field];
  return out as Quote;
}

/** A `quotes` frame of entries already encoded: the same bytes as encodeFrame(CHANNEL_QUOTES, entries). */
function frameOf(jsons: readonly string[]): Buffer {
  return Buffer.from(FRAME_HEAD + jsons.join(',') + FRAME_TAIL);
}

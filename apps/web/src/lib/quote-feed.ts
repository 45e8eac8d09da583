import type { Quote, QuoteDelta } from '@demo/contract';

/**
 * The `quotes` channel as the server meant it (issue 43, QT2): a code's first entry after subscribing
 * is the whole quote, later entries carry only the fields that changed since this connection's
 * previous entry for the code. `QuoteFeed` keeps the server's view per code and turns each entry
 * into a whole quote. It is kept apart from the quote store, which also holds polled and list-seeded
 * quotes: a delta is relative to what the server sent, never to a quote from elsewhere.
 */

/** The fields of a whole quote; an entry with all of them is whole, whatever came before. */
const QUOTE_FIELDS = [
  'price',
  'bid',
  'ask',
  'open',
  'high',
  'low',
  'prevClose',
  'change',
  'changeRate',
  'volume',
  'time',
] as const satisfies readonly (keyof Quote)[];

/** Whether an entry carries every field of a quote (the first entry of a code is such). */
export function isWholeQuote(entry: QuoteDelta): entry is Quote {
  return QUOTE_FIELDS.every((f) => entry[f] !== undefined);
}

/**
 * `base` with the fields `entry` carries; a whole entry stands alone. Null when the entry is a delta
 * and there is no base to apply it to (it is dropped until a whole one comes).
 */
export function mergeQuoteEntry(base: Quote | undefined, entry: QuoteDelta): Quote | null {
  if (isWholeQuote(entry)) return pick(entry);
  if (!base || base.code !== entry.code) return null;
  const merged: Quote = { ...base };
  for (const f of QUOTE_FIELDS) {
    const value = entry[f];
    if (value !== undefined) (merged as Record<string, unknown>)[f] = value;
  }
  return merged;
}

/** Only the quote's own fields, so an unknown extra field in a frame never reaches the store. */
function pick(q: Quote): Quote {
  const out: Record<string, unknown> = { code: q.code };
  for (const f of QUOTE_FIELDS) out[f] = q[f];
  return out as Quote;
}

/** Whether a frame entry looks like a quote entry: an object with a string code. */
function isEntry(value: unknown): value is QuoteDelta {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';
}

/** The server's view of each subscribed code on the current connection. */
export class QuoteFeed {
  private readonly held = new Map<string, Quote>();

  /** The whole quotes that a `quotes` frame's content makes, in order; deltas without a base are skipped. */
  apply(content: unknown): Quote[] {
    if (!Array.isArray(content)) return [];
    const out: Quote[] = [];
    for (const entry of content) {
      if (!isEntry(entry)) continue;
      const merged = mergeQuoteEntry(this.held.get(entry.code), entry);
      if (!merged) continue;
      this.held.set(entry.code, merged);
      out.push(merged);
    }
    return out;
  }

  /** A new connection starts from nothing: the server sends whole quotes again on resubscribe. */
  reset(): void {
    this.held.clear();
  }

  get size(): number {
    return this.held.size;
  }
}

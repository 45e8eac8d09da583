import type { Quote } from '@demo/contract';
import type { MarketData } from '../market/market-data';
import type { Connection } from './connection';
import { encodeFrame } from './frames';

/** The subscribers of one `depth_{code}` topic and the frame they last got. */
interface DepthState {
  readonly topic: string;
  readonly subscribers: Set<Connection>;
  frame: Buffer | null;
}

/**
 * The `depth_{code}` topics of one node (SPEC DP6). A product's book is a pure function of its quote
 * (core `depthBook`), so a node draws it again only for codes some local connection holds, once per
 * bus batch that moves the code, encodes it once and hands the same bytes to each holder. A
 * connection that holds no depth topic is never visited: the depth costs nothing to a screen that
 * does not show it. Only the latest book matters, so a slow reader's frames coalesce per topic.
 */
export class DepthTopics {
  private readonly byCode = new Map<string, DepthState>();

  constructor(private readonly market: MarketData) {}

  /** Adds the connection to the code's topic and sends it the current book. */
  subscribe(connection: Connection, topic: string, code: string): void {
    let state = this.byCode.get(code);
    if (!state) {
      state = { topic, subscribers: new Set(), frame: null };
      this.byCode.set(code, state);
    }
    state.subscribers.add(connection);
    state.frame ??= this.frameOf(topic, code);
    if (state.frame) connection.sendLatest(topic, state.frame);
  }

  unsubscribe(connection: Connection, code: string): void {
    const state = this.byCode.get(code);
    if (!state?.subscribers.delete(connection)) return;
    if (state.subscribers.size === 0) this.byCode.delete(code);
  }

  /** One bus batch: a new book for each held code it moves, to that code's holders. */
  onQuotes(quotes: readonly Quote[]): void {
    if (this.byCode.size === 0) return;
    for (const quote of quotes) {
      const state = this.byCode.get(quote.code);
      if (!state) continue;
      const frame = this.frameOf(state.topic, quote.code);
      if (!frame) continue;
      state.frame = frame;
      for (const connection of state.subscribers) connection.sendLatest(state.topic, frame);
    }
  }

  /** Codes with at least one local depth subscriber (tests and metrics). */
  count(): number {
    return this.byCode.size;
  }

  private frameOf(topic: string, code: string): Buffer | null {
    const depth = this.market.wireDepth(code);
    return depth ? encodeFrame(topic, depth) : null;
  }
}

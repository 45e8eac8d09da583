import type { Quote } from '@demo/contract';
import { type BarClose, parsePrice } from '@demo/core';
import { BusChannel } from '../../src/lib/bus';
import { DEFAULT_MARKET_SEED } from '../../src/market/market';
import { MarketBook } from '../../src/market/market-book';
import { type AiPassOutcome, runAiPass } from '../../src/modules/ai-products/runner';
import type { AiDeps } from '../../src/modules/ai-products/service';
import { call } from './harness';
import type { TradingHarness } from './trading';

/**
 * The AI products' runner against a trading harness: a market book of its own on the same database
 * and seed, fed the harness's crafted quotes from the bus like the app's own book, so the pass the
 * engine leader runs can be driven at the test's clock.
 */
export interface AiRunner {
  deps: AiDeps;
  pass(): Promise<AiPassOutcome>;
}

function isQuotes(message: unknown): message is { at: number; quotes: Quote[] } {
  return typeof message === 'object' && message !== null && Array.isArray(Reflect.get(message, 'quotes'));
}

export async function aiRunner(h: TradingHarness): Promise<AiRunner> {
  const book = new MarketBook(h.database.db, DEFAULT_MARKET_SEED, () => h.clock.nowMs);
  await book.reload();
  h.bus.subscribe(BusChannel.quotes, (message) => {
    if (isQuotes(message)) book.apply(message);
  });
  const deps: AiDeps = { db: h.database.db, bus: h.bus, log: h.app.log, market: book, now: () => h.clock.nowMs };
  return {
    deps,
    async pass() {
      const outcome = await runAiPass(deps, h.clock.nowMs);
      await new Promise((resolve) => setImmediate(resolve));
      return outcome;
    },
  };
}

/** The daily candles `data/candlestick` serves for a window, as the backtest reads them. */
export async function candlesOfWindow(
  h: TradingHarness,
  code: string,
  fromMs: number,
  toMs: number,
): Promise<BarClose[]> {
  const reply = await call<Array<{ time: number; close: string }>>(h.app, 'data/candlestick', {
    code,
    period: 'day',
    from: fromMs,
    to: toMs,
  });
  if (reply.code !== 200) throw new Error(`data/candlestick answered ${reply.code}: ${reply.message}`);
  return reply.body.map((c) => {
    // A close carries the product's decimals: its ticks are its digits without the point.
    const close = parsePrice(c.close, c.close.split('.')[1]?.length ?? 0);
    if (!close.ok) throw new Error(`a candle close does not parse: ${c.close}`);
    return { time: c.time, close: close.value };
  });
}

import type { CalendarHoliday, CandleTicks } from '@demo/core';
import { CATALOGUE, DEFAULT_HOLIDAYS, seededFlashNews } from '@demo/core';
import { and, asc, count, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { candles1m, flashNews, marketHolidays, products } from '../db/schema';
import { columnsOfInstrument, isExchangeCode, type ProductColumns } from './products';
import { simulatedPrice } from './simulated-price';

/** SQL of the market tables shared by the feed, the history and the calls. */

export async function loadProductRows(q: Queryable): Promise<ProductColumns[]> {
  return await q
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      nameHi: products.nameHi,
      market: products.market,
      exchange: products.exchange,
      type: products.type,
      category: products.category,
      currency: products.currency,
      decimals: products.decimals,
      handCount: products.handCount,
      lever: products.lever,
      spreadTicks: products.spreadTicks,
      volatilityAnnual: products.volatilityAnnual,
      startPrice: products.startPrice,
      sector: products.sector,
      suspended: products.suspended,
      sortOrder: products.sortOrder,
    })
    .from(products)
    .orderBy(asc(products.sortOrder), asc(products.id));
}

export async function loadHolidays(q: Queryable): Promise<CalendarHoliday[]> {
  const rows = await q
    .select({ exchange: marketHolidays.exchange, date: marketHolidays.date, name: marketHolidays.name })
    .from(marketHolidays);
  const out: CalendarHoliday[] = [];
  for (const row of rows) if (isExchangeCode(row.exchange)) out.push({ ...row, exchange: row.exchange });
  return out;
}

/**
 * Fills empty market tables from the core catalogue, holiday list and news seed (idempotent).
 * Catalogue products are added by code whenever the table lacks them, so an installation started
 * before the catalogue grew gets the new instruments; a row already there (by id or code), with
 * whatever staff changed on it, is left as it is.
 */
export async function seedMarkets(q: Queryable): Promise<void> {
  await q
    .insert(products)
    .values(CATALOGUE.map((instrument, index) => columnsOfInstrument(instrument, (index + 1) * 10)))
    .onConflictDoNothing();
  const [holidayCount] = await q.select({ n: count() }).from(marketHolidays);
  if ((holidayCount?.n ?? 0) === 0) {
    await q
      .insert(marketHolidays)
      .values(DEFAULT_HOLIDAYS.map((h) => ({ exchange: h.exchange, date: h.date, name: h.name })))
      .onConflictDoNothing();
  }
  const [newsCount] = await q.select({ n: count() }).from(flashNews);
  if ((newsCount?.n ?? 0) === 0) {
    // Headlines about a move take their words from the simulated price of their instant (SW3).
    const headlines = seededFlashNews(Date.now(), simulatedPrice);
    await q.insert(flashNews).values(headlines.map(({ claim: _claim, ...row }) => row));
  }
}

export interface ClosedMinute {
  productId: number;
  candle: CandleTicks;
}

/** Stores minutes the feed closed; a minute already stored (another leader, a retry) is kept as it was. */
export async function insertMinuteCandles(q: Queryable, minutes: readonly ClosedMinute[]): Promise<void> {
  if (minutes.length === 0) return;
  await q
    .insert(candles1m)
    .values(
      minutes.map(({ productId, candle }) => ({
        productId,
        time: candle.time,
        open: BigInt(candle.open),
        high: BigInt(candle.high),
        low: BigInt(candle.low),
        close: BigInt(candle.close),
        volume: candle.volume,
      })),
    )
    .onConflictDoNothing();
}

/** Stored minutes of one product with `fromMs <= time < toMs`, oldest first. */
export async function storedMinuteCandles(
  q: Queryable,
  productId: number,
  fromMs: number,
  toMs: number,
): Promise<CandleTicks[]> {
  const rows = await q
    .select()
    .from(candles1m)
    .where(and(sql`${candles1m.productId} = ${productId}`, gte(candles1m.time, fromMs), lt(candles1m.time, toMs)))
    .orderBy(asc(candles1m.time));
  return rows.map((r) => ({
    time: r.time,
    open: Number(r.open),
    high: Number(r.high),
    low: Number(r.low),
    close: Number(r.close),
    volume: r.volume,
  }));
}

import { type Ticks, ticks } from '../money';
import {
  currentTradingDay,
  isMarketOpen,
  SESSION_SCAN_DAYS_MAX,
  type SessionWindow,
  sessionsOfDay,
  tradingDayOf,
} from './calendar';
import type { CandleTicks } from './candles';
import { crossCandle, crossTicks } from './cross';
import type { CalendarHoliday } from './holidays';
import type { Instrument } from './instrument';
import type { ExchangeCode } from './markets';
import { dayPlan, minuteCandles, type PathModel, pathModel, toTicks, walkLogs } from './path';
import { createRandom, hashSeed } from './random';
import { MINUTE_MS } from './time-zone';

/**
 * The live simulated feed. A price is a pure function of (seed, instrument, instant): the minute
 * path of path.ts, and inside a minute a line through the minute's open, its high and low (in a
 * seeded order) and its close, with second-by-second seeded noise kept inside the minute's range.
 * So the feed needs no memory of its own walk: a restarted server shows the same prices, live ticks
 * never leave the stored minute candle, and the first tick after history is the last history close.
 * The state only caches the current trading day's path and what was last emitted.
 */

/**
 * A quote with prices in ticks: bid = mid − ⌊spread/2⌋, ask = bid + spread, so never crossed and
 * never below one tick. It satisfies the trading core's `Quote` (bidTicks, askTicks).
 */
export interface MarketQuote {
  readonly code: string;
  /** Epoch ms of the quote. */
  readonly time: number;
  readonly priceTicks: Ticks;
  readonly bidTicks: Ticks;
  readonly askTicks: Ticks;
  /** The trading day's open, high and low so far. */
  readonly openTicks: Ticks;
  readonly highTicks: Ticks;
  readonly lowTicks: Ticks;
  /** Close of the previous trading day. */
  readonly prevCloseTicks: Ticks;
  /** Units traded so far this trading day. */
  readonly volume: number;
  /** Units traded since this instrument's previous quote from `step`; 0 from `quoteAt`. */
  readonly volumeDelta: number;
}

/** One trading day of one instrument, ready for lookups by instant. */
export interface DayPath {
  readonly day: number;
  readonly prevCloseTicks: number;
  readonly openTicks: number;
  readonly sessions: readonly SessionWindow[];
  /** Index in `minutes` of each session's first minute. */
  readonly sessionFirstIndex: readonly number[];
  readonly minutes: readonly CandleTicks[];
  /** Day high, low and volume over minutes [0, k), at index k (length = minutes + 1). */
  readonly highBefore: readonly number[];
  readonly lowBefore: readonly number[];
  readonly volumeBefore: readonly number[];
  /** A cross rate's legs' paths of the same day, in the order of `model.legs` (K6). */
  readonly legs?: readonly DayPath[];
}

export interface InstrumentFeed {
  readonly model: PathModel;
  readonly path: DayPath | null;
  readonly lastPriceTicks: number | null;
  readonly lastVolume: number;
}

/** The simulator's whole state: plain data, serialisable as JSON. */
export interface SimulatorState {
  readonly seed: number;
  readonly lastMs: number;
  readonly feeds: readonly InstrumentFeed[];
}

export interface SimulatorOptions {
  readonly seed: number;
  readonly instruments: readonly Instrument[];
  /** Epoch ms the simulator starts at; earlier steps are ignored. */
  readonly startMs: number;
}

/** A new simulator for `instruments` under `seed`, at `startMs`. */
export function createSimulator(options: SimulatorOptions): SimulatorState {
  return {
    seed: options.seed,
    lastMs: options.startMs,
    feeds: options.instruments.map((instrument) => ({
      model: pathModel(instrument, options.seed),
      path: null,
      lastPriceTicks: null,
      lastVolume: 0,
    })),
  };
}

/**
 * Advances the simulator to `nowMs` (epoch ms) and returns quotes for the instruments that moved
 * (price or volume) and are in a session; closed markets emit nothing. The same seed and the same
 * sequence of `nowMs` give identical output. A `nowMs` before the last step (a clock stepping back)
 * changes nothing and emits nothing.
 */
export function step(
  state: SimulatorState,
  nowMs: number,
  holidays: readonly CalendarHoliday[],
): { state: SimulatorState; quotes: MarketQuote[] } {
  if (nowMs < state.lastMs) return { state, quotes: [] };
  // The calendar is asked once per exchange, not once per instrument.
  const sessionOf = new Map<ExchangeCode, number | null>();
  const dayOf = (exchange: ExchangeCode): number | null => {
    let day = sessionOf.get(exchange);
    if (day === undefined) {
      day = isMarketOpen(exchange, nowMs, holidays) ? tradingDayOf(exchange, nowMs) : null;
      sessionOf.set(exchange, day);
    }
    return day;
  };
  // Crosses go last, so they reuse the day paths their legs' feeds hold (by code) instead of
  // building them again.
  const pathsByCode = new Map<string, DayPath>();
  const advance = (feed: InstrumentFeed): { feed: InstrumentFeed; quote: MarketQuote | null } => {
    const day = dayOf(feed.model.instrument.exchange);
    if (day === null || nowMs < feed.model.listedMs) return { feed, quote: null };
    const sameDay = feed.path?.day === day;
    const path =
      sameDay && feed.path
        ? feed.path
        : buildDayPath(feed.model, day, holidays, (code) => {
            const known = pathsByCode.get(code);
            return known?.day === day ? known : undefined;
          });
    if (path) pathsByCode.set(feed.model.instrument.code, path);
    const quote = path && quoteOfDay(feed.model, path, nowMs, sameDay ? feed.lastVolume : 0);
    if (!quote) return { feed, quote: null };
    const price = Number(quote.priceTicks);
    if (sameDay && price === feed.lastPriceTicks && quote.volume === feed.lastVolume) return { feed, quote: null };
    return { feed: { model: feed.model, path, lastPriceTicks: price, lastVolume: quote.volume }, quote };
  };
  const results = new Array<{ feed: InstrumentFeed; quote: MarketQuote | null }>(state.feeds.length);
  for (const [i, feed] of state.feeds.entries()) if (!feed.model.legs) results[i] = advance(feed);
  for (const [i, feed] of state.feeds.entries()) if (feed.model.legs) results[i] = advance(feed);
  const quotes: MarketQuote[] = [];
  for (const r of results) if (r.quote) quotes.push(r.quote);
  return { state: { seed: state.seed, lastMs: nowMs, feeds: results.map((r) => r.feed) }, quotes };
}

/**
 * The quote of `instrument` under `seed` at `nowMs`, open or closed: live inside a session, else
 * frozen at the last ended minute of the latest trading day (what a closed market shows).
 * `null` if the exchange has not traded within the calendar's scan limit or the instrument is not
 * listed yet at `nowMs` (K11).
 */
export function quoteAt(
  instrument: Instrument,
  seed: number,
  nowMs: number,
  holidays: readonly CalendarHoliday[],
): MarketQuote | null {
  const today = currentTradingDay(instrument.exchange, nowMs, holidays);
  const model = pathModel(instrument, seed);
  if (!today || nowMs < model.listedMs) return null;
  const path = buildDayPath(model, today.day, holidays);
  return path && quoteOfDay(model, path, nowMs, 0);
}

/**
 * Builds the path of trading day `day`; `null` if the exchange does not trade that day. A cross's
 * legs' paths of that day come from `known` (by code) when it has them, else are built here.
 */
export function buildDayPath(
  model: PathModel,
  day: number,
  holidays: readonly CalendarHoliday[],
  known?: (code: string) => DayPath | undefined,
): DayPath | null {
  if (model.legs) return buildCrossDayPath(model, day, holidays, known);
  const { exchange } = model.instrument;
  const sessions = sessionsOfDay(exchange, day, holidays);
  if (sessions.length === 0) return null;
  const firstDay = day - SESSION_SCAN_DAYS_MAX;
  const { close: logs, open: opens } = walkLogs(model, firstDay, day);
  const at = (d: number) => logs[d - firstDay]!;
  let prevCloseTicks = toTicks(model, at(day - 1));
  for (let d = day - 1; d > firstDay; d--) {
    if (sessionsOfDay(exchange, d, holidays).length > 0) {
      prevCloseTicks = toTicks(model, at(d));
      break;
    }
  }
  const openLog = opens?.[day - firstDay];
  const plan = dayPlan(model, day, at(day - 1), at(day), openLog);
  const minutes = minuteCandles(model, plan, sessions);
  return withRunningTotals(day, prevCloseTicks, plan.openTicks, sessions, minutes);
}

/** A cross rate's day from its legs' days: the same sessions, every minute crossed (K6). */
function buildCrossDayPath(
  model: PathModel,
  day: number,
  holidays: readonly CalendarHoliday[],
  known: ((code: string) => DayPath | undefined) | undefined,
): DayPath | null {
  const legs: DayPath[] = [];
  for (const leg of model.legs ?? []) {
    const path = known?.(leg.model.instrument.code) ?? buildDayPath(leg.model, day, holidays);
    if (!path) return null;
    legs.push(path);
  }
  const [first] = legs;
  if (!first) return null;
  const candles: CandleTicks[] = new Array(legs.length);
  const minutes = first.minutes.map((_, k) => {
    for (let i = 0; i < legs.length; i++) candles[i] = legs[i]!.minutes[k]!;
    return crossCandle(model, candles);
  });
  const prevCloseTicks = crossTicks(
    model,
    legs.map((leg) => leg.prevCloseTicks),
  );
  const openTicks = crossTicks(
    model,
    legs.map((leg) => leg.openTicks),
  );
  return { ...withRunningTotals(day, prevCloseTicks, openTicks, first.sessions, minutes), legs };
}

function withRunningTotals(
  day: number,
  prevCloseTicks: number,
  openTicks: number,
  sessions: readonly SessionWindow[],
  minutes: readonly CandleTicks[],
): DayPath {
  const sessionFirstIndex: number[] = [];
  let index = 0;
  for (const s of sessions) {
    sessionFirstIndex.push(index);
    index += Math.round((s.closeMs - s.openMs) / MINUTE_MS);
  }
  const highBefore = [openTicks];
  const lowBefore = [openTicks];
  const volumeBefore = [0];
  for (const [k, c] of minutes.entries()) {
    highBefore.push(Math.max(highBefore[k]!, c.high));
    lowBefore.push(Math.min(lowBefore[k]!, c.low));
    volumeBefore.push(volumeBefore[k]! + c.volume);
  }
  return {
    day,
    prevCloseTicks,
    openTicks,
    sessions,
    sessionFirstIndex,
    minutes,
    highBefore,
    lowBefore,
    volumeBefore,
  };
}

/** The minute in progress at `nowMs` (`live`), or else the count of minutes that have ended. */
function minuteAt(path: DayPath, nowMs: number): { index: number; live: boolean } {
  for (const [i, s] of path.sessions.entries()) {
    const first = path.sessionFirstIndex[i]!;
    if (nowMs < s.openMs) return { index: first, live: false };
    if (nowMs < s.closeMs) return { index: first + Math.floor((nowMs - s.openMs) / MINUTE_MS), live: true };
  }
  return { index: path.minutes.length, live: false };
}

/**
 * The price (ticks) inside a minute at `tsMs`: a line from the open through the high and the low
 * (which comes first, and when, is seeded per minute) to the close, plus noise seeded per second,
 * kept within [low, high]. At the minute's first instant it is the open exactly.
 */
export function priceInMinute(model: PathModel, candle: CandleTicks, tsMs: number): number {
  const u = Math.min(1, Math.max(0, (tsMs - candle.time) / MINUTE_MS));
  if (u === 0) return candle.open;
  const shape = createRandom({ a: hashSeed(model.seedMix, candle.time) });
  const highFirst = shape.uniform() < 0.5;
  const t1 = 0.1 + 0.35 * shape.uniform();
  const t2 = 0.55 + 0.35 * shape.uniform();
  const v1 = highFirst ? candle.high : candle.low;
  const v2 = highFirst ? candle.low : candle.high;
  let base: number;
  if (u < t1) base = candle.open + ((v1 - candle.open) * u) / t1;
  else if (u < t2) base = v1 + ((v2 - v1) * (u - t1)) / (t2 - t1);
  else base = v2 + ((candle.close - v2) * (u - t2)) / (1 - t2);
  const noise = createRandom({ a: hashSeed(model.seedMix, Math.floor(tsMs / 1000)) }).normal();
  const wobble = noise * 0.1 * (candle.high - candle.low) * Math.sqrt(u * (1 - u)) * 2;
  return Math.min(candle.high, Math.max(candle.low, Math.round(base + wobble)));
}

/** The price at `nowMs` inside minute `index`; a cross rate's is the cross of its legs' prices then (K6). */
function livePrice(model: PathModel, path: DayPath, index: number, candle: CandleTicks, nowMs: number): number {
  const legs = model.legs;
  if (!legs || !path.legs) return priceInMinute(model, candle, nowMs);
  const legTicks = legs.map((leg, i) => priceInMinute(leg.model, path.legs![i]!.minutes[index]!, nowMs));
  return Math.min(candle.high, Math.max(candle.low, crossTicks(model, legTicks)));
}

function quoteOfDay(model: PathModel, path: DayPath, nowMs: number, previousVolume: number): MarketQuote | null {
  const { index, live } = minuteAt(path, nowMs);
  let price: number;
  let high = path.highBefore[index]!;
  let low = path.lowBefore[index]!;
  let volume = path.volumeBefore[index]!;
  const candle = path.minutes[index];
  if (live && candle) {
    price = livePrice(model, path, index, candle, nowMs);
    high = Math.max(high, price);
    low = Math.min(low, price);
    volume += Math.floor((candle.volume * (nowMs - candle.time)) / MINUTE_MS);
  } else {
    const last = path.minutes[index - 1];
    if (!last) return null;
    price = last.close;
  }
  const spread = model.instrument.spreadTicks;
  const bid = price - Math.floor(spread / 2);
  return {
    code: model.instrument.code,
    time: nowMs,
    priceTicks: ticks(BigInt(price)),
    bidTicks: ticks(BigInt(bid)),
    askTicks: ticks(BigInt(bid + spread)),
    openTicks: ticks(BigInt(path.openTicks)),
    highTicks: ticks(BigInt(high)),
    lowTicks: ticks(BigInt(low)),
    prevCloseTicks: ticks(BigInt(path.prevCloseTicks)),
    volume,
    volumeDelta: Math.max(0, volume - previousVolume),
  };
}

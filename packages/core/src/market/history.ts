import { sessionsOfDay, tradingDayOf, tradingDayStartMs } from './calendar';
import { aggregate, type CandleTicks } from './candles';
import { crossCandle } from './cross';
import type { CalendarHoliday } from './holidays';
import type { Instrument } from './instrument';
import { dayPlan, listingStartMs, minuteCandles, type PathModel, pathModel, walkLogs } from './path';
import { DAY_MS, MINUTE_MS } from './time-zone';

/**
 * History derived from the seed (path.ts): as fast as arithmetic, nothing to store first, and the
 * same numbers the live simulator shows. Only the past is revealed: a minute appears once it has
 * ended (`time + 1 min ≤ toMs`) and a day that is still trading is aggregated from its ended minutes.
 * Nothing is revealed before the instrument's listing (K11): the walk behind it runs on unchanged,
 * so a listing date never moves a price after it.
 */

/** Most days one call of `historyMinuteCandles` may cover (a bug beyond it, not a request). */
export const HISTORY_MINUTE_DAYS_MAX = 400;
/**
 * Most days one call of `historyDailyCandles` may cover: 40 years, so a monthly chart reaches back
 * to NSE's first day (1995) and to every coin's first price; older listings show their last 40 years.
 */
export const HISTORY_DAILY_DAYS_MAX = 40 * 366;

function checkRange(fromMs: number, toMs: number, daysMax: number): void {
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || toMs < fromMs) {
    throw new RangeError(`bad history range ${fromMs}..${toMs}`);
  }
  if (toMs - fromMs > daysMax * DAY_MS) throw new RangeError(`history range longer than ${daysMax} days`);
}

/**
 * Candles of one period, oldest first, with the bucket the instrument was listed in stamped at the
 * listing instead of the bucket's start: Ether's first month is 30 July 2015, not 1 July (K11).
 * Only the first candle can start before the listing, since no day before it has candles.
 */
export function stampedFromListing(candles: readonly CandleTicks[], instrument: Instrument): CandleTicks[] {
  const listedMs = listingStartMs(instrument);
  return candles.map((c) => (c.time < listedMs ? { ...c, time: listedMs } : c));
}

type DayVisitor = (model: PathModel, day: number, previousLog: number, closeLog: number, openLog?: number) => void;

/** Calls `visit` for each trading day whose trading date lies between those of `fromMs` and `toMs`. */
function forEachDay(instrument: Instrument, seed: number, fromMs: number, toMs: number, visit: DayVisitor): void {
  const model = pathModel(instrument, seed);
  const firstDay = tradingDayOf(instrument.exchange, fromMs);
  const lastDay = tradingDayOf(instrument.exchange, toMs);
  const { close: logs, open: opens } = walkLogs(model, firstDay - 1, lastDay);
  for (let day = firstDay; day <= lastDay; day++) {
    const openLog = opens?.[day - firstDay + 1];
    visit(model, day, logs[day - firstDay]!, logs[day - firstDay + 1]!, openLog);
  }
}

/**
 * A cross rate's candles from its legs' candles of the same buckets (K6). The legs trade on the
 * cross's own calendar (links.ts), so their buckets start at the same instants; a bucket missing
 * from any leg is left out.
 */
function crossCandles(model: PathModel, legCandles: readonly (readonly CandleTicks[])[]): CandleTicks[] {
  const [first, ...rest] = legCandles;
  if (!first) return [];
  const byTime = rest.map((candles) => new Map(candles.map((c) => [c.time, c])));
  const out: CandleTicks[] = [];
  for (const candle of first) {
    const others = byTime.map((m) => m.get(candle.time));
    if (others.every((c) => c !== undefined)) out.push(crossCandle(model, [candle, ...others]));
  }
  return out;
}

/**
 * One-minute candles of `instrument` under `seed` that start at or after `fromMs` and the listing
 * (K11) and have ended by `toMs` (epoch ms), oldest first, only inside sessions (weekends, holidays and breaks have none).
 * Throws a RangeError for a reversed range or one longer than `HISTORY_MINUTE_DAYS_MAX` days.
 */
export function historyMinuteCandles(
  instrument: Instrument,
  seed: number,
  fromMs: number,
  toMs: number,
  holidays: readonly CalendarHoliday[],
): CandleTicks[] {
  checkRange(fromMs, toMs, HISTORY_MINUTE_DAYS_MAX);
  const startMs = Math.max(fromMs, listingStartMs(instrument));
  if (toMs < startMs) return [];
  const link = instrument.link;
  if (link?.kind === 'cross') {
    const legs = link.legs.map((leg) => historyMinuteCandles(leg.instrument, seed, startMs, toMs, holidays));
    return crossCandles(pathModel(instrument, seed), legs);
  }
  const out: CandleTicks[] = [];
  forEachDay(instrument, seed, startMs, toMs, (model, day, previousLog, closeLog, openLog) => {
    const sessions = sessionsOfDay(instrument.exchange, day, holidays);
    const last = sessions[sessions.length - 1];
    const first = sessions[0];
    if (!first || !last || last.closeMs <= startMs || first.openMs + MINUTE_MS > toMs) return;
    for (const candle of minuteCandles(model, dayPlan(model, day, previousLog, closeLog, openLog), sessions)) {
      if (candle.time >= startMs && candle.time + MINUTE_MS <= toMs) out.push(candle);
    }
  });
  return out;
}

/**
 * Daily candles of `instrument` under `seed` for the trading days that open in [fromMs, toMs) and
 * not before the listing (K11), oldest first; `time` is the start of the trading day (local midnight, CME 18:00 the evening
 * before). A finished day comes straight from its plan, without building minutes, and equals the
 * aggregate of that day's `historyMinuteCandles` exactly. A day still trading at `toMs` is
 * aggregated from its ended minutes. A cross rate's day is the cross of its legs' days: its open
 * and close equal those of its minutes' aggregate, its high and low enclose it (K4, K6). Throws a
 * RangeError for a reversed or over-long range.
 */
export function historyDailyCandles(
  instrument: Instrument,
  seed: number,
  fromMs: number,
  toMs: number,
  holidays: readonly CalendarHoliday[],
): CandleTicks[] {
  checkRange(fromMs, toMs, HISTORY_DAILY_DAYS_MAX);
  const startMs = Math.max(fromMs, listingStartMs(instrument));
  if (toMs < startMs) return [];
  const link = instrument.link;
  if (link?.kind === 'cross') {
    const legs = link.legs.map((leg) => historyDailyCandles(leg.instrument, seed, startMs, toMs, holidays));
    return crossCandles(pathModel(instrument, seed), legs);
  }
  const out: CandleTicks[] = [];
  forEachDay(instrument, seed, startMs, toMs, (model, day, previousLog, closeLog, openLog) => {
    const sessions = sessionsOfDay(instrument.exchange, day, holidays);
    const first = sessions[0];
    const last = sessions[sessions.length - 1];
    if (!first || !last || first.openMs < startMs || first.openMs >= toMs) return;
    const plan = dayPlan(model, day, previousLog, closeLog, openLog);
    if (last.closeMs <= toMs) {
      const time = tradingDayStartMs(instrument.exchange, day);
      out.push({
        time,
        open: plan.openTicks,
        high: plan.highTicks,
        low: plan.lowTicks,
        close: plan.closeTicks,
        volume: plan.volume,
      });
      return;
    }
    const ended = minuteCandles(model, plan, sessions).filter((c) => c.time + MINUTE_MS <= toMs);
    out.push(...aggregate(ended, 'day', instrument.exchange));
  });
  return out;
}

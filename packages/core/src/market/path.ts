import { parsePrice } from '../money';
import { type SessionWindow, tradingDayStartMs } from './calendar';
import type { CandleTicks } from './candles';
import type { Instrument } from './instrument';
import { EXCHANGES, type MarketCode } from './markets';
import { createRandom, fillNormals, hashSeed } from './random';
import { MINUTE_MS, parseDay, weekdayOfDay } from './time-zone';

/**
 * The price model behind the simulator and the history. Everything is a pure function of
 * (seed, instrument, day), so history can be derived on demand, fast, and always agrees with what
 * the live feed showed. Two layers: a daily latent log price (`latentLogs`), and each trading day's
 * candle and minute path drawn from it (`dayPlan`, `minuteCandles`). The daily candle is exactly the
 * aggregate of its minutes, yet daily history for years needs no minute path at all.
 */

/** The date on which each instrument's price is its catalogue `startPrice`. */
export const PRICE_ANCHOR_DATE = '2026-01-01';
const ANCHOR_DAY = parseDay(PRICE_ANCHOR_DATE) ?? 0;

/** Most the walk before the reference day may rise above the reference price, as a factor (K11). */
export const HISTORY_RISE_FACTOR_MAX = 3;
/** Most the walk before the reference day may fall below the reference price, as a divisor (K11). */
export const HISTORY_FALL_FACTOR_MAX = 50;
/**
 * Below those caps, a band as wide as this many annual standard deviations above the reference
 * price and `HISTORY_FALL_SIGMAS` below: a quiet currency pair stays near its rate, a stock or a
 * coin gets the caps. Falling is given more room because most prices were lower in the past.
 */
const HISTORY_RISE_SIGMAS = 4;
const HISTORY_FALL_SIGMAS = 12;
/**
 * Days before the reference day in which the backward walk has no trend: the recent year reads as
 * it always did. Beyond it, each market's `HISTORY_GROWTH_ANNUAL` applies (K11).
 */
export const HISTORY_GROWTH_GRACE_DAYS = 365;
/**
 * The log growth per year a market's prices had before the recent year, walked backwards as a
 * decline together with the band: coins were far cheaper when they listed and shares compound,
 * while currency pairs have no trend. Applied only beyond `HISTORY_GROWTH_GRACE_DAYS` (K11).
 */
export const HISTORY_GROWTH_ANNUAL: Readonly<Record<MarketCode, number>> = {
  forex: 0,
  indices: 0.08,
  commodities: 0.03,
  crypto: 0.5,
  stocks: 0.08,
  us: 0.08,
  hk: 0.08,
  korea: 0.08,
  india: 0.08,
  bse: 0.08,
};

/**
 * The band (as factors of the reference price) that the latent close stays within before the
 * reference day, for an annualised volatility: `[1 / fall, rise]`, rise = min(3, e^(4σ)) and
 * fall = min(50, e^(12σ)). Candles add at most a day's excursion beyond it (K11).
 */
export function historyBand(volatilityAnnual: number): { readonly riseFactor: number; readonly fallFactor: number } {
  return {
    riseFactor: Math.min(HISTORY_RISE_FACTOR_MAX, Math.exp(HISTORY_RISE_SIGMAS * volatilityAnnual)),
    fallFactor: Math.min(HISTORY_FALL_FACTOR_MAX, Math.exp(HISTORY_FALL_SIGMAS * volatilityAnnual)),
  };
}

const GROWTH_FROM_DAY = ANCHOR_DAY - HISTORY_GROWTH_GRACE_DAYS;

/** Share of a non-trading day's volatility (weekend news moves the next open, but less than a session). */
export const IDLE_DAY_WEIGHT = 0.3;

/** Rough daily turnover per market in US dollars: it sets each instrument's typical volume. */
const TURNOVER_USD_DAILY: Readonly<Record<MarketCode, number>> = {
  forex: 1e9,
  indices: 5e8,
  commodities: 2e9,
  crypto: 1e10,
  stocks: 3e8,
  us: 5e9,
  hk: 5e8,
  korea: 5e8,
  india: 5e8,
  bse: 2e7,
};
/** Units of each quote currency per US dollar, near the reference date; only volumes use it. */
const PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  INR: 88,
  JPY: 154,
  TWD: 31,
  KRW: 1450,
  HKD: 7.8,
  CHF: 0.8,
  CAD: 1.4,
  EUR: 0.86,
  GBP: 0.76,
  AUD: 1.53,
  NZD: 1.76,
};

/**
 * The instant (epoch ms) history of `instrument` starts: the start of the trading day of its
 * `listedOn` date on its exchange's calendar (K11).
 */
export function listingStartMs(instrument: Instrument): number {
  const day = parseDay(instrument.listedOn);
  // The catalogue checks its dates at load and the server takes them from it, so this is a bug.
  if (day === null) throw new RangeError(`bad listing date of ${instrument.code}: ${instrument.listedOn}`);
  return tradingDayStartMs(instrument.exchange, day);
}

/** Everything the walk needs about one instrument under one seed; plain data. */
export interface PathModel {
  readonly instrument: Instrument;
  readonly seedMix: number;
  /** ln of the start price in ticks. */
  readonly anchorLog: number;
  /**
   * The band the walk is reflected into before the reference day (K11), as logs of ticks; beyond
   * the recent year both edges and the walk fall by `growthDaily` per day going back.
   */
  readonly floorLog: number;
  readonly ceilingLog: number;
  readonly growthDaily: number;
  /** Epoch ms the instrument's history and quotes start: its listing day's start (K11). */
  readonly listedMs: number;
  /** Standard deviation of a trading day's log return. */
  readonly sigmaDay: number;
  /** Fraction of a trading day's variance that falls overnight (0 for round-the-clock markets). */
  readonly gapShare: number;
  /** Lowest mid price in ticks: the spread, so a bid is never below one tick. */
  readonly minTicks: number;
  readonly volumeDaily: number;
  /** A cross rate's legs (K6): its price in ticks is `crossScale` × Π legTicks^power. */
  readonly legs?: readonly { readonly model: PathModel; readonly power: 1 | -1 }[];
  readonly crossScale?: number;
  /** An index's members (K7), each with its share of the index on the reference day. */
  readonly members?: readonly { readonly model: PathModel; readonly share: number }[];
}

/** The OHLC and volume of one trading day, in ticks, with the logs the minute path is built from. */
export interface DayPlan {
  readonly day: number;
  readonly openLog: number;
  readonly highLog: number;
  readonly lowLog: number;
  readonly closeLog: number;
  readonly openTicks: number;
  readonly highTicks: number;
  readonly lowTicks: number;
  readonly closeTicks: number;
  readonly volume: number;
}

/**
 * The model of `instrument` under `seed`. Another listing of a company walks its source's path: the
 * seed stream, reference price and volatility are the source's (K5); spread and volume stay its own.
 * A follower (Brent after WTI) walks its source's seed stream and volatility from its own reference
 * price: every log is the source's plus one constant, so their ratio holds at every instant (SW5).
 */
export function pathModel(instrument: Instrument, seed: number): PathModel {
  const link = instrument.link;
  const walker = link?.kind === 'listing' ? link.source : instrument;
  const stream = link?.kind === 'follows' ? link.source : walker;
  const exchange = EXCHANGES[instrument.exchange];
  const start = parsePrice(walker.startPrice, walker.decimals);
  if (!start.ok || start.value <= 0n) throw new RangeError(`bad start price of ${walker.code}: ${walker.startPrice}`);
  const startTicks = Number(start.value);
  const tradingDaysPerYear = exchange.weekdays.length === 7 ? 365 : 252;
  const roundTheClock = instrument.exchange === 'CRYPTO' || instrument.exchange === 'FX';
  const price = startTicks / 10 ** instrument.decimals;
  const turnover = TURNOVER_USD_DAILY[instrument.market] * (PER_USD[instrument.currency] ?? 1);
  const band = historyBand(stream.volatilityAnnual);
  const anchorLog = Math.log(startTicks);
  const model: PathModel = {
    instrument,
    seedMix: hashSeed(seed, stream.code),
    anchorLog,
    floorLog: anchorLog - Math.log(band.fallFactor),
    ceilingLog: anchorLog + Math.log(band.riseFactor),
    growthDaily: HISTORY_GROWTH_ANNUAL[stream.market] / 365.25,
    listedMs: listingStartMs(instrument),
    sigmaDay: stream.volatilityAnnual / Math.sqrt(tradingDaysPerYear),
    gapShare: roundTheClock ? 0 : instrument.exchange === 'CME' ? 0.05 : 0.2,
    minTicks: Math.max(1, instrument.spreadTicks),
    volumeDaily: Math.max(1, turnover / price),
  };
  if (link?.kind === 'cross') {
    let exponent = instrument.decimals;
    for (const leg of link.legs) exponent -= leg.power * leg.instrument.decimals;
    return {
      ...model,
      legs: link.legs.map((leg) => ({ model: pathModel(leg.instrument, seed), power: leg.power })),
      crossScale: 10 ** exponent,
    };
  }
  if (link?.kind === 'basket') {
    return { ...model, members: link.members.map((m) => ({ model: pathModel(m.instrument, seed), share: m.share })) };
  }
  return model;
}

/** A price in ticks from its log: rounded half-up, never below the model's floor. */
export function toTicks(model: PathModel, log: number): number {
  return Math.max(model.minTicks, Math.round(Math.exp(log)));
}

function dayWeight(model: PathModel, day: number): number {
  return EXCHANGES[model.instrument.exchange].weekdays.includes(weekdayOfDay(day)) ? 1 : IDLE_DAY_WEIGHT;
}

/** The day's five draws, always in this order: gap, intraday, high excursion, low excursion, volume. */
const dayDrawBuffer = new Float64Array(6);
function dayDraws(model: PathModel, day: number): Float64Array {
  // The buffer is reused (the model is single-threaded); callers read it before the next call.
  fillNormals({ a: hashSeed(model.seedMix, day) }, dayDrawBuffer);
  return dayDrawBuffer;
}

/** The first pair of a day's draws only (fillNormals makes them the same as `dayDraws`'s first two). */
const stepDrawBuffer = new Float64Array(2);
function latentStep(model: PathModel, day: number): number {
  fillNormals({ a: hashSeed(model.seedMix, day) }, stepDrawBuffer);
  const gap = stepDrawBuffer[0]!;
  const intraday = stepDrawBuffer[1]!;
  const sigma = model.sigmaDay * dayWeight(model, day);
  return sigma * (Math.sqrt(model.gapShare) * gap + Math.sqrt(1 - model.gapShare) * intraday);
}

/**
 * `log` reflected into [floor, ceiling], as a reflecting wall would send back a walk that crossed it.
 * A log inside the band comes back unchanged, bit for bit.
 */
function reflect(log: number, floor: number, ceiling: number): number {
  if (log >= floor && log <= ceiling) return log;
  const width = ceiling - floor;
  const u = (((log - floor) % (2 * width)) + 2 * width) % (2 * width);
  return floor + (u <= width ? u : 2 * width - u);
}

/**
 * The latent closing log price of every day in [fromDay, toDay]: one normal step per calendar day from
 * `startPrice` on `PRICE_ANCHOR_DATE` (geometric Brownian motion, no drift). Days without trading move
 * with `IDLE_DAY_WEIGHT` of the volatility (the next open's gap); holidays do not change the walk, so
 * editing the holiday table never shifts prices on other days. Always summed outwards from the anchor
 * in the same order, so a day's value is bit-identical however it is asked for. An index's is the log
 * of its members' weighted closes (K7). Before the anchor the walk is reflected into the model's band
 * (K11; decades of driftless steps would otherwise put Ether near $700,000 in 2016); after it, the
 * walk is the live market's and is left free, so the band never moved a price anyone has seen live.
 */
function latentLogs(model: PathModel, fromDay: number, toDay: number): Float64Array {
  if (model.members) return basketLogs(model, fromDay, toDay).close;
  const out = new Float64Array(toDay - fromDay + 1);
  if (ANCHOR_DAY >= fromDay && ANCHOR_DAY <= toDay) out[ANCHOR_DAY - fromDay] = model.anchorLog;
  let up = model.anchorLog;
  for (let day = ANCHOR_DAY + 1; day <= toDay; day++) {
    up += latentStep(model, day);
    if (day >= fromDay) out[day - fromDay] = up;
  }
  let down = model.anchorLog;
  for (let day = ANCHOR_DAY - 1; day >= fromDay; day--) {
    // Beyond the recent year the walk and its band fall together, so the walk keeps no trend of
    // its own inside the band; within the recent year `shift` is 0 and nothing changes.
    const shift = model.growthDaily * Math.max(0, GROWTH_FROM_DAY - day);
    const drift = day < GROWTH_FROM_DAY ? model.growthDaily : 0;
    down = reflect(down - latentStep(model, day + 1) - drift, model.floorLog - shift, model.ceilingLog - shift);
    if (day <= toDay) out[day - fromDay] = down;
  }
  return out;
}

/**
 * The latent closing logs of [fromDay, toDay] and, for an index, its opening logs from its members'
 * opens (K7); `open` is `null` for every other instrument, whose open is its own draw.
 */
export function walkLogs(
  model: PathModel,
  fromDay: number,
  toDay: number,
): { close: Float64Array; open: Float64Array | null } {
  return model.members ? basketLogs(model, fromDay, toDay) : { close: latentLogs(model, fromDay, toDay), open: null };
}

/** An index's closing and opening logs over [fromDay, toDay], from its members' walks. */
function basketLogs(model: PathModel, fromDay: number, toDay: number): { close: Float64Array; open: Float64Array } {
  const length = toDay - fromDay + 1;
  const close = new Float64Array(length);
  const open = new Float64Array(length);
  for (const { model: member, share } of model.members ?? []) {
    const logs = latentLogs(member, fromDay - 1, toDay);
    for (let k = 0; k < length; k++) {
      const day = fromDay + k;
      fillNormals({ a: hashSeed(member.seedMix, day) }, stepDrawBuffer);
      const gap = stepDrawBuffer[0]!;
      const memberOpen = logs[k]! + member.sigmaDay * dayWeight(member, day) * Math.sqrt(member.gapShare) * gap;
      close[k]! += share * Math.exp(logs[k + 1]! - member.anchorLog);
      open[k]! += share * Math.exp(memberOpen - member.anchorLog);
    }
  }
  for (let k = 0; k < length; k++) {
    close[k] = model.anchorLog + Math.log(close[k]!);
    open[k] = model.anchorLog + Math.log(open[k]!);
  }
  return { close, open };
}

/**
 * The plan of trading day `day`, given the latent closes of the day before and of the day, and the
 * day's open where it is not the model's own draw (an index's, from `openLogs`).
 */
export function dayPlan(
  model: PathModel,
  day: number,
  previousLog: number,
  closeLog: number,
  givenOpenLog?: number,
): DayPlan {
  const draws = dayDraws(model, day);
  const gap = draws[0]!;
  const up = draws[2]!;
  const down = draws[3]!;
  const volumeDraw = draws[4]!;
  const openLog =
    givenOpenLog ?? previousLog + model.sigmaDay * dayWeight(model, day) * Math.sqrt(model.gapShare) * gap;
  const sessionSigma = model.sigmaDay * Math.sqrt(1 - model.gapShare);
  // Half-normal excursions of half a session sigma each give a mean range near 1.6 sigma (Parkinson).
  const highLog = Math.max(openLog, closeLog) + Math.abs(up) * 0.5 * sessionSigma;
  const lowLog = Math.min(openLog, closeLog) - Math.abs(down) * 0.5 * sessionSigma;
  return {
    day,
    openLog,
    highLog,
    lowLog,
    closeLog,
    openTicks: toTicks(model, openLog),
    highTicks: toTicks(model, highLog),
    lowTicks: toTicks(model, lowLog),
    closeTicks: toTicks(model, closeLog),
    volume: Math.max(1, Math.round(model.volumeDaily * Math.exp(0.35 * volumeDraw - 0.06125))),
  };
}

/** The unmapped minute path: each minute's close and wicks, in logs, and the extremes they reach. */
interface RawMinutes {
  closes: Float64Array;
  highs: Float64Array;
  lows: Float64Array;
  pathMax: number;
  pathMin: number;
}

/**
 * A Brownian bridge from the day's open to its close, one step per minute, with a wick either side;
 * `dayRangeMapper` then stretches or folds it into the day's high and low (K10).
 */
function rawMinutes(model: PathModel, plan: DayPlan, count: number, normals: Float64Array): RawMinutes {
  const { openLog, closeLog } = plan;
  const sigmaMinute = (model.sigmaDay * Math.sqrt(1 - model.gapShare)) / Math.sqrt(count);
  const walk = new Float64Array(count);
  let w = 0;
  for (let k = 0; k < count; k++) {
    w += normals[k]!;
    walk[k] = w;
  }
  const closes = new Float64Array(count);
  const highs = new Float64Array(count);
  const lows = new Float64Array(count);
  let pathMax = -Infinity;
  let pathMin = Infinity;
  for (let k = 0; k < count; k++) {
    const share = (k + 1) / count;
    const close =
      k === count - 1 ? closeLog : openLog + share * (closeLog - openLog) + sigmaMinute * (walk[k]! - share * w);
    const open = k === 0 ? openLog : closes[k - 1]!;
    closes[k] = close;
    // Wicks are strictly positive so the path always reaches beyond the open and the close.
    highs[k] = Math.max(open, close) + Math.abs(normals[count + k]!) * 0.5 * sigmaMinute + 1e-12;
    lows[k] = Math.min(open, close) - Math.abs(normals[2 * count + k]!) * 0.5 * sigmaMinute - 1e-12;
    if (highs[k]! > pathMax) pathMax = highs[k]!;
    if (lows[k]! < pathMin) pathMin = lows[k]!;
  }
  return { closes, highs, lows, pathMax, pathMin };
}

/**
 * Maps a raw log into the day's range. Between open and close the path is itself. A side the walk did
 * not reach as far as the day's plan is stretched to it (monotone, so candles stay ordered). A side the
 * walk overshot is folded back into the day's range, as a reflecting wall would: squeezing it instead
 * would leave a price that spent hours beyond the planned extreme stuck within a tick of it (K10).
 */
function dayRangeMapper(plan: DayPlan, raw: RawMinutes): (log: number) => number {
  const top = Math.max(plan.openLog, plan.closeLog);
  const bottom = Math.min(plan.openLog, plan.closeLog);
  const upScale = (plan.highLog - top) / (raw.pathMax - top);
  const downScale = (bottom - plan.lowLog) / (bottom - raw.pathMin);
  const range = plan.highLog - plan.lowLog;
  const fold = (x: number): number => {
    const u = (((x - plan.lowLog) % (2 * range)) + 2 * range) % (2 * range);
    return plan.lowLog + (u <= range ? u : 2 * range - u);
  };
  return (x: number): number => {
    if (x > top) return upScale >= 1 ? top + (x - top) * upScale : fold(x);
    if (x < bottom) return downScale >= 1 ? bottom - (bottom - x) * downScale : fold(x);
    return x;
  };
}

/** The mapped wicks, with the day's extremes exact: the minute that comes nearest each one reaches it. */
function mappedWicks(
  plan: DayPlan,
  raw: RawMinutes,
  mapLog: (log: number) => number,
): { highs: Float64Array; lows: Float64Array } {
  const count = raw.closes.length;
  const highs = new Float64Array(count);
  const lows = new Float64Array(count);
  let highAt = 0;
  let lowAt = 0;
  for (let k = 0; k < count; k++) {
    // A folded stretch runs mirrored, so its wicks swap sides.
    const a = mapLog(raw.highs[k]!);
    const b = mapLog(raw.lows[k]!);
    highs[k] = Math.max(a, b);
    lows[k] = Math.min(a, b);
    if (highs[k]! > highs[highAt]!) highAt = k;
    if (lows[k]! < lows[lowAt]!) lowAt = k;
  }
  highs[highAt] = plan.highLog;
  lows[lowAt] = plan.lowLog;
  return { highs, lows };
}

/**
 * The day's one-minute candles over its sessions, oldest first. The first open is the day's open,
 * the last close the day's close, the highest high and lowest low the day's, and the volumes sum to
 * the day's volume, exactly.
 */
export function minuteCandles(model: PathModel, plan: DayPlan, sessions: readonly SessionWindow[]): CandleTicks[] {
  let count = 0;
  for (const s of sessions) count += Math.round((s.closeMs - s.openMs) / MINUTE_MS);
  if (count === 0) return [];
  const normals = new Float64Array(3 * count);
  const random = createRandom(fillNormals({ a: hashSeed(model.seedMix, plan.day, 'minutes') }, normals));
  const raw = rawMinutes(model, plan, count, normals);
  const mapLog = dayRangeMapper(plan, raw);
  const wicks = mappedWicks(plan, raw, mapLog);
  const inRange = (log: number): number => Math.min(plan.highTicks, Math.max(plan.lowTicks, toTicks(model, log)));
  const volumes = splitVolume(plan.volume, count, random.uniform);
  const candles: CandleTicks[] = new Array(count);
  let k = 0;
  let previousClose = plan.openTicks;
  for (const s of sessions) {
    const minutes = Math.round((s.closeMs - s.openMs) / MINUTE_MS);
    for (let m = 0; m < minutes; m++, k++) {
      const close = k === count - 1 ? plan.closeTicks : inRange(mapLog(raw.closes[k]!));
      const open = previousClose;
      candles[k] = {
        time: s.openMs + m * MINUTE_MS,
        open,
        high: Math.max(open, close, inRange(wicks.highs[k]!)),
        low: Math.min(open, close, inRange(wicks.lows[k]!)),
        close,
        volume: volumes[k]!,
      };
      previousClose = close;
    }
  }
  return candles;
}

/**
 * Splits a whole volume over `count` minutes with the intraday U shape (busy open and close) and
 * some noise; the parts are whole numbers and sum to `total` exactly (the rounding remainder goes
 * to the first minutes, one unit each).
 */
function splitVolume(total: number, count: number, uniform: () => number): number[] {
  const weights = new Float64Array(count);
  let sum = 0;
  for (let k = 0; k < count; k++) {
    const x = (2 * (k + 0.5)) / count - 1;
    weights[k] = (1 + 1.5 * x * x) * (0.5 + uniform());
    sum += weights[k]!;
  }
  const parts = new Array<number>(count);
  let assigned = 0;
  for (let k = 0; k < count; k++) {
    parts[k] = Math.floor((total * weights[k]!) / sum);
    assigned += parts[k]!;
  }
  for (let k = 0; assigned < total; k = (k + 1) % count) {
    parts[k]! += 1;
    assigned += 1;
  }
  return parts;
}

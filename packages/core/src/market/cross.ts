import type { CandleTicks } from './candles';
import type { PathModel } from './path';

/** A cross rate's prices and candles from its legs' (SPEC K6); the model's legs come from links.ts. */

/**
 * A cross rate in ticks from its legs' prices in ticks (in the order of `model.legs`): the exact
 * product, rounded half-up once, never below the model's floor.
 */
export function crossTicks(model: PathModel, legTicks: readonly number[]): number {
  const legs = model.legs ?? [];
  let x = model.crossScale ?? 1;
  for (let i = 0; i < legs.length; i++) {
    if (legs[i]!.power > 0) x *= legTicks[i]!;
    else x /= legTicks[i]!;
  }
  return Math.max(model.minTicks, Math.round(x));
}

/**
 * A cross rate's candle from its legs' candles of the same bucket: open and close exactly the
 * cross of the legs' opens and closes; high and low the cross of the legs' extremes on the side
 * that raises (or lowers) it, so every instant's cross price lies inside. The volume is the first
 * leg's (the base currency's units traded).
 */
export function crossCandle(model: PathModel, legCandles: readonly CandleTicks[]): CandleTicks {
  // The same operations in the same order as `crossTicks`, so a candle and a live price computed
  // from the same leg prices round alike; written out because a day of a cross is 1,440 of these.
  const legs = model.legs ?? [];
  let open = model.crossScale ?? 1;
  let high = open;
  let low = open;
  let close = open;
  for (let i = 0; i < legs.length; i++) {
    const c = legCandles[i]!;
    if (legs[i]!.power > 0) {
      open *= c.open;
      high *= c.high;
      low *= c.low;
      close *= c.close;
    } else {
      open /= c.open;
      high /= c.low;
      low /= c.high;
      close /= c.close;
    }
  }
  const floor = model.minTicks;
  return {
    time: legCandles[0]!.time,
    open: Math.max(floor, Math.round(open)),
    high: Math.max(floor, Math.round(high)),
    low: Math.max(floor, Math.round(low)),
    close: Math.max(floor, Math.round(close)),
    volume: legCandles[0]!.volume,
  };
}

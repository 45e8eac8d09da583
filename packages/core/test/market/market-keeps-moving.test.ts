// Proves K10: a market in session keeps moving. A day whose planned high lay close to its close used
// to squeeze every price beyond it into that last tick, so Solana stood at one price for 21 hours on
// 24 November 2026 under the default seed; the walk is now folded back into the day's range instead.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, createSimulator, findInstrument, historyMinuteCandles, step } from '../../src/market';

const DEFAULT_SEED = 20_260_101;
const MINUTE_MS = 60_000;
/** A liquid instrument's typical minute move is several ticks; this long without one is a frozen feed. */
const FROZEN_MINUTES = 30;
/** Instruments whose mean minute move is below this many ticks may rest on a tick for long by nature. */
const LIQUID_MOVE_TICKS = 3;

/** The longest run of consecutive minutes that neither moved nor traded a range, and where it ends. */
function longestStill(candles: readonly { time: number; open: number; high: number; low: number; close: number }[]) {
  let run = 0;
  let longest = { minutes: 0, endMs: 0 };
  for (const c of candles) {
    run = c.high === c.low && c.open === c.close ? run + 1 : 0;
    if (run > longest.minutes) longest = { minutes: run, endMs: c.time };
  }
  return longest;
}

describe('a market in session keeps moving (K10)', () => {
  // Three weeks of minute candles for the whole catalogue: seconds of CPU, more on a loaded machine.
  it('never holds a liquid instrument on one price for half an hour, over three weeks of the catalogue', {
    timeout: 60_000,
  }, () => {
    const fromMs = Date.UTC(2026, 10, 3);
    const toMs = Date.UTC(2026, 10, 24);
    const frozen: string[] = [];
    let checked = 0;
    for (const instrument of CATALOGUE) {
      if (instrument.link?.kind === 'cross') continue;
      const minutes = historyMinuteCandles(instrument, DEFAULT_SEED, fromMs, toMs, []);
      if (minutes.length === 0) continue;
      const meanMove = minutes.reduce((sum, c) => sum + Math.abs(c.close - c.open), 0) / minutes.length;
      if (meanMove < LIQUID_MOVE_TICKS) continue;
      checked += 1;
      const still = longestStill(minutes);
      if (still.minutes >= FROZEN_MINUTES) {
        frozen.push(`${instrument.code} ${still.minutes} min to ${new Date(still.endMs).toISOString()}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(frozen).toEqual([]);
  });

  it('moves Solana within every two minutes of 24 November 2026, the day its price used to stand still', () => {
    const solana = findInstrument('SOLUSD')!;
    const dayMs = Date.UTC(2026, 10, 24);
    let state = createSimulator({ seed: DEFAULT_SEED, instruments: [solana], startMs: dayMs });
    let lastBid = -1n;
    let lastChangeMs = dayMs;
    let longestMs = 0;
    for (let t = dayMs; t < dayMs + 24 * 60 * MINUTE_MS; t += 5_000) {
      const next = step(state, t, []);
      state = next.state;
      const quote = next.quotes[0];
      if (quote && quote.bidTicks !== lastBid) {
        longestMs = Math.max(longestMs, t - lastChangeMs);
        lastBid = quote.bidTicks;
        lastChangeMs = t;
      }
    }
    expect(longestMs).toBeLessThanOrEqual(2 * MINUTE_MS);
  });
});

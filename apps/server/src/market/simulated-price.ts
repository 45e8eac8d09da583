import { DEFAULT_HOLIDAYS, findInstrument, quoteAt, type StoryPrice } from '@demo/core';

/** The simulator's seed unless MARKET_SEED says otherwise; fixed so restarts show the same prices (K1). */
export const DEFAULT_MARKET_SEED = 20_260_101;

/**
 * The simulated price of a catalogue instrument at an instant, as a fresh install's market shows it
 * (the default seed and holidays: the seeded news is written before staff can change either), for
 * the seeded stories and headlines (core `seededStories`, `seededFlashNews`, SPEC SW3).
 */
export function simulatedPrice(code: string, atMs: number): StoryPrice | null {
  const instrument = findInstrument(code);
  const quote = instrument ? quoteAt(instrument, DEFAULT_MARKET_SEED, atMs, DEFAULT_HOLIDAYS) : null;
  if (!instrument || !quote) return null;
  return { priceTicks: quote.priceTicks, prevCloseTicks: quote.prevCloseTicks, decimals: instrument.decimals };
}

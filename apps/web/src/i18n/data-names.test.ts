// Proves VP5: names that arrive as stored English data (the default watchlist, seeded channels, currencies,
// the chart's Bollinger chip) are shown in Hindi, and names a customer or staff member chose are left alone.
import { DEFAULT_WATCHLIST_NAME } from '@demo/contract/refs';
import { describe, expect, it } from 'vitest';
import { channelName, currencyName, DEFAULT_WATCHLIST_NAME_HI, watchlistName } from './data-names';
import { en } from './en';
import { hi } from './hi';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('VP5: stored English names in Hindi', () => {
  it('names the default watchlist in Hindi while it keeps its seeded name', () => {
    const favourites = { name: DEFAULT_WATCHLIST_NAME, isDefault: true };
    expect(watchlistName(favourites, 'hi')).toBe(DEFAULT_WATCHLIST_NAME_HI);
    expect(DEFAULT_WATCHLIST_NAME_HI).toMatch(DEVANAGARI);
    expect(watchlistName(favourites, 'en')).toBe('Favourites');
  });

  it("keeps a customer's own list names, even one called Favourites that is not the default", () => {
    expect(watchlistName({ name: 'Long term', isDefault: true }, 'hi')).toBe('Long term');
    expect(watchlistName({ name: DEFAULT_WATCHLIST_NAME, isDefault: false }, 'hi')).toBe(DEFAULT_WATCHLIST_NAME);
  });

  it('names the seeded bank channels in Hindi and keeps the rest', () => {
    expect(channelName('Bank transfer (IMPS/NEFT)', 'hi')).toMatch(DEVANAGARI);
    expect(channelName('Bank transfer (IMPS/NEFT)', 'hi')).toContain('IMPS/NEFT');
    expect(channelName('Bank account', 'hi')).toMatch(DEVANAGARI);
    expect(channelName('Bank transfer (IMPS/NEFT)', 'en')).toBe('Bank transfer (IMPS/NEFT)');
    expect(channelName('UPI', 'hi')).toBe('UPI');
    expect(channelName('Staff channel', 'hi')).toBe('Staff channel');
  });

  it('names currencies in Hindi by their code', () => {
    expect(currencyName({ code: 'INR', name: 'Indian Rupee' }, 'hi')).toBe('भारतीय रुपया');
    expect(currencyName({ code: 'USDT', name: 'Tether USD' }, 'hi')).toMatch(DEVANAGARI);
    expect(currencyName({ code: 'INR', name: 'Indian Rupee' }, 'en')).toBe('Indian Rupee');
    expect(currencyName({ code: 'XYZ', name: 'Something' }, 'hi')).toBe('Something');
  });

  it("labels the chart's Bollinger chip in Hindi", () => {
    expect(en.chart.bollChip).toBe('BOLL');
    expect(hi.chart.bollChip).toMatch(DEVANAGARI);
  });
});

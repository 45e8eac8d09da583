// Proves a market is named in the reader's language wherever a screen lists it (analytics by market,
// the detail header), never by its raw code.
import { describe, expect, it } from 'vitest';
import { marketName } from './market-name';

describe('market names', () => {
  it('names the crypto market in English and Hindi, and keeps an unknown code as it is', () => {
    expect(marketName('crypto', 'en')).not.toBe('crypto');
    expect(marketName('crypto', 'en')).toMatch(/^[A-Z]/);
    expect(marketName('crypto', 'hi')).toMatch(/[\u0900-\u097F]/);
    expect(marketName('no-such-market', 'hi')).toBe('no-such-market');
  });
});

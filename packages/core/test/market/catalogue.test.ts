// Proves the seeded catalogue covers all ten markets with at least eight sound instruments each: unique codes and ids, prices that parse at their decimals, Hindi names in Devanagari, and a time zone every instrument can trade in.
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  DEFAULT_INSTRUMENT_CODE,
  EXCHANGES,
  findInstrument,
  instrumentName,
  instrumentsOf,
  MARKET_CODES,
  MARKETS,
  sessionHours,
} from '../../src/market';
import { parsePrice } from '../../src/money';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the ten markets', () => {
  it('each has an English and a Hindi name, an i18n key, a time zone and a product type', () => {
    expect(MARKET_CODES).toHaveLength(10);
    for (const code of MARKET_CODES) {
      const market = MARKETS[code];
      expect(market.code).toBe(code);
      expect(market.nameHi).toMatch(DEVANAGARI);
      expect(market.key).toBe(`market.${code}`);
      expect(EXCHANGES[market.exchange].timezone).toBeTruthy();
    }
    expect(MARKETS.crypto.productType).toBe('CRYPTOS');
    expect(MARKETS.forex.productType).toBe('FOREX');
    expect(MARKETS.us.productType).toBe('STOCK');
    expect(MARKETS.korea.productType).toBe('KOREA');
    expect(MARKETS.hk.productType).toBe('hk_stock');
  });

  it('each lists at least eight instruments', () => {
    for (const code of MARKET_CODES) expect(instrumentsOf(code).length, code).toBeGreaterThanOrEqual(8);
  });

  it('gives Tokyo and Taipei a home in the global stocks list', () => {
    const zones = new Set(instrumentsOf('stocks').map((i) => i.timezone));
    expect(zones).toEqual(new Set(['Asia/Tokyo', 'Asia/Taipei']));
    expect(new Set(CATALOGUE.map((i) => i.timezone))).toEqual(
      new Set(['UTC', 'Asia/Hong_Kong', 'Asia/Tokyo', 'Asia/Taipei', 'Asia/Seoul', 'Asia/Kolkata', 'America/New_York']),
    );
  });
});

describe('every instrument', () => {
  it('has a unique code and a unique stable id', () => {
    expect(new Set(CATALOGUE.map((i) => i.code)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((i) => i.id)).size).toBe(CATALOGUE.length);
  });

  it('has a positive start price that parses at exactly its decimals', () => {
    for (const i of CATALOGUE) {
      const parsed = parsePrice(i.startPrice, i.decimals);
      expect(parsed.ok && parsed.value > 0n, i.code).toBe(true);
      expect(i.startPrice.split('.')[1]?.length ?? 0, i.code).toBe(i.decimals);
    }
  });

  it('has a positive hand size, lever and spread, a volatility between 1 % and 150 %, and its exchange time zone', () => {
    for (const i of CATALOGUE) {
      expect(Number.isInteger(i.handCount) && i.handCount > 0, i.code).toBe(true);
      expect(Number.isInteger(i.lever) && i.lever > 0, i.code).toBe(true);
      expect(Number.isInteger(i.spreadTicks) && i.spreadTicks >= 1, i.code).toBe(true);
      expect(i.volatilityAnnual).toBeGreaterThan(0.01);
      expect(i.volatilityAnnual).toBeLessThan(1.5);
      expect(i.timezone).toBe(EXCHANGES[i.exchange].timezone);
      if (i.nameHi !== undefined) expect(i.nameHi, i.code).toMatch(DEVANAGARI);
    }
  });

  it('has a sector when it is a stock', () => {
    for (const i of CATALOGUE.filter((x) => ['stocks', 'us', 'hk', 'korea', 'india', 'bse'].includes(x.market))) {
      expect(i.sector, i.code).toBeTruthy();
    }
  });
});

describe('lookups', () => {
  it('finds the default product BTCUSD, a crypto traded 24/7 in USD', () => {
    const btc = findInstrument(DEFAULT_INSTRUMENT_CODE);
    expect(btc?.market).toBe('crypto');
    expect(btc?.currency).toBe('USD');
    expect(findInstrument('NOPE')).toBeUndefined();
  });

  it('names gold सोना in Hindi and keeps company names as they are', () => {
    const gold = findInstrument('XAUUSD')!;
    expect(instrumentName(gold, 'hi')).toBe('सोना');
    expect(instrumentName(gold, 'en')).toMatch(/Gold/);
    expect(instrumentName(findInstrument('500325')!, 'hi')).toBe('Reliance Industries');
  });

  it('lists BSE stocks by scrip code and NSE stocks by symbol', () => {
    expect(findInstrument('500325')?.exchange).toBe('BSE');
    expect(findInstrument('532540')?.name).toBe('Tata Consultancy Services');
    expect(findInstrument('RELIANCE')?.exchange).toBe('NSE');
  });

  it('shows session hours for the product detail', () => {
    expect(sessionHours('NSE')).toEqual([{ open: '09:15', close: '15:30' }]);
    expect(sessionHours('HKEX')).toEqual([
      { open: '09:30', close: '12:00' },
      { open: '13:00', close: '16:00' },
    ]);
    expect(sessionHours('CME')).toEqual([{ open: '18:00', close: '17:00' }]);
    expect(sessionHours('CRYPTO')).toEqual([{ open: '00:00', close: '24:00' }]);
  });
});

// Proves VP5: every exchange and every catalogue sector has a Hindi name, so the Hindi product description
// names neither in English.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, EXCHANGE_NAMES_HI, EXCHANGES, SECTORS_HI, sectorNameHi } from '../../src/market';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('VP5: catalogue names in Hindi', () => {
  it('names every exchange in Hindi', () => {
    for (const code of Object.keys(EXCHANGES) as (keyof typeof EXCHANGES)[]) {
      expect(EXCHANGE_NAMES_HI[code], code).toMatch(DEVANAGARI);
    }
    expect(EXCHANGE_NAMES_HI.NSE).toContain('एनएसई');
  });

  it('names every sector the catalogue uses in Hindi, one by one in a list', () => {
    const sectors = new Set(CATALOGUE.flatMap((i) => (i.sector ? i.sector.split(',').map((s) => s.trim()) : [])));
    expect(sectors.size).toBeGreaterThan(10);
    for (const sector of sectors) expect(SECTORS_HI[sector], sector).toMatch(DEVANAGARI);
    expect(sectorNameHi('Banks, Insurance')).toBe('बैंक, बीमा');
    expect(sectorNameHi('Unknown sector')).toBe('Unknown sector');
  });
});

// Proves what a trader browsing the API sees holds together: ICICI Bank shows one price on the NSE and the BSE (K5), a cross agrees with its legs (K6), an index lists the members it is computed from (K7), the catalogue's markets are full, and a product's Hindi name is the catalogue's on every list.
import { CATALOGUE, findInstrument, instrumentsOf } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductRows, seedMarkets } from '../../src/market/store';
import { call, type Harness, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

interface ProductBody {
  code: string;
  name: string;
  market: string;
  price: string;
  bid: string;
  ask: string;
  decimals: number;
}

async function product(code: string, locale: 'en' | 'hi' = 'en'): Promise<ProductBody> {
  const reply = await call<ProductBody>(h.app, 'product/detail', { code }, { locale });
  expect(reply.code, code).toBe(200);
  return reply.body;
}

describe('one company, one price', () => {
  it('K5: ICICI Bank on the NSE and on the BSE (532174) shows the same name and price, bid and ask a spread apart', async () => {
    const [nse, bse] = await Promise.all([product('ICICIBANK'), product('532174')]);
    expect(bse.name).toBe(nse.name);
    expect(bse.price).toBe(nse.price);
    const spread = Number(bse.ask) - Number(bse.bid);
    expect(Math.abs(Number(bse.bid) - Number(nse.price))).toBeLessThanOrEqual(spread + 1e-9);
  });

  it('K6: GBPJPY is GBPUSD × USDJPY within its spread', async () => {
    const [gbpjpy, gbpusd, usdjpy] = await Promise.all([product('GBPJPY'), product('GBPUSD'), product('USDJPY')]);
    const spread = Number(gbpjpy.ask) - Number(gbpjpy.bid);
    expect(Math.abs(Number(gbpjpy.price) - Number(gbpusd.price) * Number(usdjpy.price))).toBeLessThanOrEqual(spread);
  });

  it('K7: NIFTY 50 lists its fifty members, SENSEX its thirty, the Dow its thirty; the Hang Seng walks alone', async () => {
    const counts: Record<string, number | undefined> = {};
    for (const id of ['NIFTY50', 'SENSEX', 'DJI', 'HSI']) {
      const reply = await call<{ constituents?: { code: string }[] }>(h.app, 'data/indices/basic', { id });
      counts[id] = reply.body.constituents?.length;
    }
    expect(counts).toEqual({ NIFTY50: 50, SENSEX: 30, DJI: 30, HSI: undefined });
  });
});

describe('the catalogue on a running server', () => {
  it('lists the whole NIFTY 50 on the NSE tab, the SENSEX 30 on the BSE tab and at least 30 stocks per other tab', async () => {
    const totals: Record<string, number> = {};
    for (const type of ['nse', 'bse', 'us', 'hk', 'kr', 'stocks']) {
      totals[type] = (
        await call<{ total: number }>(h.app, 'product/front', { type, status: false, size: 1 })
      ).body.total;
    }
    expect(totals.nse).toBe(50);
    expect(totals.bse).toBe(30);
    for (const type of ['us', 'hk', 'kr', 'stocks']) expect(totals[type], type).toBeGreaterThanOrEqual(30);
  });

  it('K8: seeding again adds nothing twice and leaves every catalogue product in the table', async () => {
    await seedMarkets(h.database.db);
    const rows = await loadProductRows(h.database.db);
    const codes = new Set(rows.map((r) => r.code));
    for (const instrument of CATALOGUE) expect(codes.has(instrument.code), instrument.code).toBe(true);
    expect(rows.length).toBe(codes.size);
  });

  it('shows a coin under its Hindi name from the catalogue on the list, the detail page and the index overview', async () => {
    const list = await call<{ list: ProductBody[] }>(
      h.app,
      'product/front',
      { type: 'crypto', size: 100 },
      { locale: 'hi' },
    );
    for (const p of list.body.list) {
      const nameHi = findInstrument(p.code)?.nameHi;
      if (nameHi) expect(p.name, p.code).toBe(nameHi);
    }
    expect((await product('BTCUSD', 'hi')).name).toBe('बिटकॉइन');
    const indices = await call<{ name: string }>(h.app, 'data/indices/basic', { id: 'NIFTY50' }, { locale: 'hi' });
    expect(indices.body.name).toBe(findInstrument('NIFTY50')?.nameHi);
    expect(instrumentsOf('crypto').every((i) => i.nameHi)).toBe(true);
  });
});

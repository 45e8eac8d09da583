// Proves the public market calls a trader browses with: products by tab with live quotes, one
// product's detail, quotes, indices with constituents, market news, and the closed data proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Harness, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

interface ProductBody {
  id: number;
  code: string;
  market: string;
  type: string;
  price: string;
  bid: string;
  ask: string;
  tradable: boolean;
  timezone: string;
}

describe('product lists', () => {
  it('the crypto tab lists crypto with prices, bid below ask (K2), paged', async () => {
    const first = await call<{ list: ProductBody[]; total: number }>(h.app, 'product/front', {
      type: 'crypto',
      size: 3,
    });
    expect(first.code).toBe(200);
    expect(first.body.list).toHaveLength(3);
    expect(first.body.total).toBeGreaterThanOrEqual(8);
    for (const p of first.body.list) {
      expect(p.market).toBe('crypto');
      expect(Number(p.price)).toBeGreaterThan(0);
      expect(Number(p.bid)).toBeLessThan(Number(p.ask));
      expect(p.tradable).toBe(true);
    }
    const second = await call<{ list: ProductBody[] }>(h.app, 'product/front', { type: 'crypto', size: 3, page: 2 });
    expect(second.body.list.map((p) => p.code)).not.toContain(first.body.list[0]?.code);
  });

  it('a tab may be named by product type or category too, and code searches', async () => {
    const byType = await call<{ list: ProductBody[] }>(h.app, 'product/front', { type: 'CRYPTOS', size: 100 });
    const byMarket = await call<{ list: ProductBody[] }>(h.app, 'product/front', { type: 'crypto', size: 100 });
    expect(byType.body.list.map((p) => p.code)).toEqual(byMarket.body.list.map((p) => p.code));
    const nse = await call<{ list: ProductBody[] }>(h.app, 'product/front', { type: 'nse', size: 100 });
    expect(nse.body.list.every((p) => p.market === 'india')).toBe(true);
    const search = await call<{ list: ProductBody[] }>(h.app, 'product/front', { code: 'btc' });
    expect(search.body.list.map((p) => p.code)).toContain('BTCUSD');
  });

  it('a page size above 100 is refused naming the field', async () => {
    const reply = await call(h.app, 'product/front', { type: 'crypto', size: 500 });
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/size/i);
  });

  it('the default product is BTCUSD', async () => {
    const reply = await call<ProductBody>(h.app, 'product/default');
    expect(reply.body.code).toBe('BTCUSD');
  });
});

describe('one product', () => {
  it('detail by code and basic by id give the same product with description and session hours', async () => {
    const detail = await call<ProductBody & { description: string; sessionHours: unknown[] }>(h.app, 'product/detail', {
      code: 'RELIANCE',
    });
    expect(detail.code).toBe(200);
    expect(detail.body.timezone).toBe('Asia/Kolkata');
    expect(detail.body.sessionHours).toEqual([{ open: '09:15', close: '15:30' }]);
    expect(detail.body.description).toMatch(/simulated/);
    const basic = await call<ProductBody>(h.app, 'product/basic', { key: detail.body.id });
    expect(basic.body.code).toBe('RELIANCE');
    const hindi = await call<{ name: string; description: string }>(
      h.app,
      'product/detail',
      { code: 'XAUUSD' },
      { locale: 'hi' },
    );
    expect(hindi.body.name).toBe('सोना');
  });

  it('an unknown code or a missing code is refused naming the field', async () => {
    const unknown = await call(h.app, 'product/detail', { code: 'NOPE' });
    expect(unknown).toMatchObject({ code: 404, message: 'Product code does not match any product' });
    const missing = await call(h.app, 'product/detail', {});
    expect(missing.code).toBe(404);
    expect(missing.message).toMatch(/required/);
  });

  it('E2: a missing or bad code on data/market names the product code, in English and Hindi', async () => {
    const missing = await call(h.app, 'data/market', {});
    expect(missing).toMatchObject({ code: 404, message: 'Product code is required' });
    const hindi = await call(h.app, 'data/market', {}, { locale: 'hi' });
    expect(hindi).toMatchObject({ code: 404, message: 'उत्पाद कोड आवश्यक है' });
    const control = await call(h.app, 'data/market', { code: 'EUR\u0001USD' });
    expect(control).toMatchObject({ code: 404, message: 'Product code must not contain control characters' });
  });

  it('data/market gives the latest quote; an unknown code is 404', async () => {
    const quote = await call<{ code: string; price: string; time: number }>(h.app, 'data/market', { code: 'EURUSD' });
    expect(quote.body.code).toBe('EURUSD');
    expect(quote.body.price).toMatch(/^\d+\.\d{5}$/);
    expect((await call(h.app, 'data/market', { code: 'ZZZ' })).code).toBe(404);
  });
});

describe('indices and overviews', () => {
  it('NIFTY50 by code lists the NSE stocks as constituents; SPX by id has none', async () => {
    const nifty = await call<{ code: string; constituents?: Array<{ code: string }> }>(h.app, 'data/indices/basic', {
      id: 'NIFTY50',
    });
    expect(nifty.body.code).toBe('NIFTY50');
    expect(nifty.body.constituents?.map((c) => c.code)).toContain('RELIANCE');
    const spx = await call<{ code: string; constituents?: unknown }>(h.app, 'data/indices/basic', { id: 204 });
    expect(spx.body.code).toBe('SPX');
    expect(spx.body.constituents).toBeUndefined();
    const stock = await call(h.app, 'data/indices/basic', { id: 'BTCUSD' });
    expect(stock).toMatchObject({ code: 404, message: 'Index does not match any index' });
  });

  it('the US overview lists the New York indices and US stocks', async () => {
    const reply = await call<Array<{ code: string }>>(h.app, 'data/sina_us_stock_market');
    const codes = reply.body.map((q) => q.code);
    expect(codes.slice(0, 3)).toEqual(['SPX', 'DJI', 'NDX']);
    expect(codes).toContain('AAPL');
  });

  it('flash news comes newest first, in the request language', async () => {
    const en = await call<{ list: Array<{ title: string; time: number }> }>(h.app, 'data/sina_huanqiu');
    expect(en.body.list.length).toBeGreaterThan(3);
    const times = en.body.list.map((n) => n.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const hi = await call<{ list: Array<{ title: string }> }>(h.app, 'data/sina_huanqiu', {}, { locale: 'hi' });
    expect(hi.body.list[0]?.title).toMatch(/[\u0900-\u097F]/);
  });
});

describe('data proxy', () => {
  it('a host off the allow-list is refused, naming the address; nothing is fetched', async () => {
    const reply = await call(h.app, 'data/proxy', { url: 'http://169.254.169.254/latest/meta-data' });
    expect(reply).toMatchObject({ code: 404, message: 'Web address 169.254.169.254 is not on the allow-list' });
  });

  it('a value that is not a web address is refused naming the field', async () => {
    const reply = await call(h.app, 'data/proxy', { url: 'file:///etc/passwd' });
    expect(reply.code).toBe(404);
    expect(reply.message).toMatch(/^Web address/);
  });
});

describe('metrics', () => {
  it('/metrics shows whether this node leads the feed and how many quotes it published last second', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(reply.body).toMatch(/^market_feed_leader [01]$/m);
    expect(reply.body).toMatch(/^market_feed_ticks_per_second \d+$/m);
  });
});

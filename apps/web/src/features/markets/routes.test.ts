// Proves that every market opens the detail page the specification gives it, with the code attached.
import { describe, expect, it } from 'vitest';
import { detailRouteOf } from './routes';

describe('detailRouteOf', () => {
  it.each([
    ['us', '/pages/market/us/us_detail'],
    ['korea', '/pages/product/korea/stock_detail'],
    ['india', '/pages/product/india/india_detail'],
    ['bse', '/pages/product/india/bse/india_detail'],
    ['stocks', '/pages/market/preview/stock_detail_global'],
    ['hk', '/pages/market/preview/stock_detail_global'],
    ['forex', '/pages/market/preview/stock_detail'],
    ['crypto', '/pages/market/preview/stock_detail'],
    ['commodities', '/pages/market/preview/stock_detail'],
    ['indices', '/pages/market/preview/stock_detail'],
  ])('opens a %s product on %s', (market, path) => {
    expect(detailRouteOf({ code: 'X1', market })).toBe(`${path}?code=X1`);
  });

  it('falls back to the preview for a market it does not know', () => {
    expect(detailRouteOf({ code: 'NEW', market: 'mars' })).toBe('/pages/market/preview/stock_detail?code=NEW');
  });

  it('escapes a code with characters special in a query', () => {
    expect(detailRouteOf({ code: 'M&M.NS', market: 'india' })).toBe('/pages/product/india/india_detail?code=M%26M.NS');
  });
});

// Proves that a link straight to any detail route starts fetching its product at start-up
// (main.tsx, `detailLinkOfHash`), and the page's own script with it (DETAIL_PAGE_LOADERS): the paths
// it knows are exactly the routes that render the page, and each has its loader.
import { describe, expect, it } from 'vitest';
import { DETAIL_ROUTE_PATHS, detailCodeOfHash, detailLinkOfHash } from '../features/product-detail/flavours';
import { DETAIL_PAGES } from './AppRoutes';
import { DETAIL_PAGE_LOADERS } from './detail-pages';

describe('links straight to a product', () => {
  it('knows every detail route and nothing else', () => {
    expect([...DETAIL_ROUTE_PATHS].sort()).toEqual(DETAIL_PAGES.map(([path]) => path).sort());
    expect(Object.keys(DETAIL_PAGE_LOADERS).sort()).toEqual([...DETAIL_ROUTE_PATHS].sort());
  });

  it('reads the product of a detail link, the default product without a code, and nothing elsewhere', () => {
    expect(detailCodeOfHash('#/pages/market/preview/stock_detail?code=ETHUSD')).toBe('ETHUSD');
    expect(detailCodeOfHash('#/pages/product/india/live/india_detail?code=RELIANCE&x=1')).toBe('RELIANCE');
    expect(detailCodeOfHash('#/pages/market/us/us_detail')).toBe('BTCUSD');
    expect(detailLinkOfHash('#/pages/market/us/us_detail?code=AAPL')).toEqual({
      path: '/pages/market/us/us_detail',
      code: 'AAPL',
    });
    expect(detailCodeOfHash('#/')).toBeNull();
    expect(detailCodeOfHash('')).toBeNull();
    expect(detailCodeOfHash('#/pages/market/preview/stock_detail_other?code=ETHUSD')).toBeNull();
  });
});

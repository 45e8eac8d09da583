// Proves that a link straight to any detail route starts fetching its product at start-up
// (main.tsx, `detailCodeOfHash`): the paths it knows are exactly the routes that render the page.
import { describe, expect, it } from 'vitest';
import { DETAIL_ROUTE_PATHS, detailCodeOfHash } from '../features/product-detail/flavours';
import { DETAIL_PAGES } from './AppRoutes';

describe('links straight to a product', () => {
  it('knows every detail route and nothing else', () => {
    expect([...DETAIL_ROUTE_PATHS].sort()).toEqual(DETAIL_PAGES.map(([path]) => path).sort());
  });

  it('reads the product of a detail link, the default product without a code, and nothing elsewhere', () => {
    expect(detailCodeOfHash('#/pages/market/preview/stock_detail?code=ETHUSD')).toBe('ETHUSD');
    expect(detailCodeOfHash('#/pages/product/india/live/india_detail?code=RELIANCE&x=1')).toBe('RELIANCE');
    expect(detailCodeOfHash('#/pages/market/us/us_detail')).toBe('BTCUSD');
    expect(detailCodeOfHash('#/')).toBeNull();
    expect(detailCodeOfHash('')).toBeNull();
    expect(detailCodeOfHash('#/pages/market/preview/stock_detail_other?code=ETHUSD')).toBeNull();
  });
});

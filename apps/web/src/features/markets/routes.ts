/**
 * Where a product's detail page lives (specification, section 2). Each market has its own detail
 * route; markets without one of their own (forex, crypto, commodities, indices) open the stock
 * preview, and the global and Hong Kong stock lists open the global preview.
 */
export const DETAIL_ROUTES = {
  us: '/pages/market/us/us_detail',
  korea: '/pages/product/korea/stock_detail',
  india: '/pages/product/india/india_detail',
  bse: '/pages/product/india/bse/india_detail',
  global: '/pages/market/preview/stock_detail_global',
  preview: '/pages/market/preview/stock_detail',
} as const;

const ROUTE_OF_MARKET: Readonly<Record<string, string>> = {
  us: DETAIL_ROUTES.us,
  korea: DETAIL_ROUTES.korea,
  india: DETAIL_ROUTES.india,
  bse: DETAIL_ROUTES.bse,
  stocks: DETAIL_ROUTES.global,
  hk: DETAIL_ROUTES.global,
  forex: DETAIL_ROUTES.preview,
  crypto: DETAIL_ROUTES.preview,
  commodities: DETAIL_ROUTES.preview,
  indices: DETAIL_ROUTES.preview,
};

/** The detail page of a product, with its code in the query (`?code=BTCUSD`). */
export function detailRouteOf(product: { code: string; market: string }): string {
  const path = ROUTE_OF_MARKET[product.market] ?? DETAIL_ROUTES.preview;
  return `${path}?${new URLSearchParams({ code: product.code }).toString()}`;
}

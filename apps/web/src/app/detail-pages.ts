import type { ComponentType } from 'react';

/**
 * The detail routes of the specification: one page (features/product-detail) in each route's
 * flavour, each loaded on demand. AppRoutes makes them lazy pages; main.tsx starts loading the one a
 * link opens on before the first render reaches it.
 */
export const DETAIL_PAGE_LOADERS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '/pages/product/korea/stock_detail': () =>
    import('../pages/product/korea/StockDetailPage').then((m) => m.KoreaStockDetailPage),
  '/pages/product/india/india_detail': () =>
    import('../pages/product/india/IndiaDetailPage').then((m) => m.IndiaDetailPage),
  '/pages/product/india/bse/india_detail': () =>
    import('../pages/product/india/bse/IndiaDetailPage').then((m) => m.BseDetailPage),
  '/pages/product/india/live/india_detail': () =>
    import('../pages/product/india/live/IndiaDetailPage').then((m) => m.IndiaLiveDetailPage),
  '/pages/market/preview/stock_detail': () =>
    import('../pages/market/preview/StockDetailPage').then((m) => m.StockDetailPreviewPage),
  '/pages/market/preview/stock_detail_us': () =>
    import('../pages/market/preview/StockDetailUsPage').then((m) => m.StockDetailUsPreviewPage),
  '/pages/market/preview/stock_detail_global': () =>
    import('../pages/market/preview/StockDetailGlobalPage').then((m) => m.StockDetailGlobalPreviewPage),
  '/pages/market/us/us_detail': () => import('../pages/market/us/UsDetailPage').then((m) => m.UsDetailPage),
};

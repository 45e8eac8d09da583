import type { KlinePeriod } from '@demo/contract';
import { DEFAULT_MARKET_CODE } from '@demo/contract/refs';

/**
 * The detail routes of the specification share one page; a flavour is what differs between them.
 * Today that is the period the chart opens on: the Indian live page opens on today's line.
 */
export const DETAIL_FLAVOURS = {
  preview: { initialPeriod: '15min' },
  previewUs: { initialPeriod: '15min' },
  previewGlobal: { initialPeriod: '15min' },
  us: { initialPeriod: '15min' },
  korea: { initialPeriod: '15min' },
  india: { initialPeriod: '15min' },
  bse: { initialPeriod: '15min' },
  indiaLive: { initialPeriod: 'session' },
} as const satisfies Record<string, { initialPeriod: KlinePeriod }>;

export type DetailFlavour = keyof typeof DETAIL_FLAVOURS;

/** The paths of the detail routes, each rendering the product detail page (AppRoutes' DETAIL_PAGES). */
export const DETAIL_ROUTE_PATHS: readonly string[] = [
  '/pages/product/korea/stock_detail',
  '/pages/product/india/india_detail',
  '/pages/product/india/bse/india_detail',
  '/pages/product/india/live/india_detail',
  '/pages/market/preview/stock_detail',
  '/pages/market/preview/stock_detail_us',
  '/pages/market/preview/stock_detail_global',
  '/pages/market/us/us_detail',
];

/**
 * The detail route and product a link straight to a detail route (`#/pages/…_detail?code=…`) opens
 * on, or null for any other route.
 */
export function detailLinkOfHash(hash: string): { path: string; code: string } | null {
  const route = hash.replace(/^#/, '');
  const at = route.indexOf('?');
  const path = at === -1 ? route : route.slice(0, at);
  if (!DETAIL_ROUTE_PATHS.includes(path)) return null;
  return { path, code: codeFromSearch(at === -1 ? '' : route.slice(at)) };
}

/** The product a link straight to a detail route shows, or null for any other route. */
export function detailCodeOfHash(hash: string): string | null {
  return detailLinkOfHash(hash)?.code ?? null;
}

/** The product a detail page shows: `?code=` when it is given, else the default product. */
export function codeFromSearch(search: string): string {
  const code = new URLSearchParams(search).get('code')?.trim();
  return code || DEFAULT_MARKET_CODE;
}

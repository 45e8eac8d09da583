/** Constants from the specification, section 9, and PRODUCT.md decisions. Units are in the names. */
export const DEFAULT_MARKET_CODE = 'BTCUSD';
export const SEARCH_HISTORY_MAX = 20;
export const NETWORK_TIMEOUT_MS = 60_000;
export const ASYNC_PAGE_DELAY_MS = 200;
export const CHUNK_TIMEOUT_MS = 120_000;
export const SOCKET_RECONNECT_STEP_MS = 10_000;
export const SOCKET_RECONNECT_MAX_MS = 60_000;
export const COLOR_MAIN = '#0166fc';
export const COLOR_UP = '#ef4444';
export const COLOR_DOWN = '#22c55e';
export const AMOUNT_DECIMALS = 2;
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_ALL = -1;
/** `size=-1` ("all") answers at most this many rows, newest first like any page (CONTRACT.md, "Lists"). */
export const LIST_ALL_ROWS_MAX = 1_000;
export const PASSWORD_LENGTH_MIN = 6;
export const PASSWORD_LENGTH_MAX = 20;
export const PAY_PASSWORD_LENGTH = 6;
export const STEPPER_MIN = 0;
export const STEPPER_MAX = 100_000_000;
export const STEPPER_STEP = 1;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_CODE_TRIES_MAX = 5;
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
export const UPLOAD_SIZE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Keys the web app keeps in device storage (specification, section 3). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  accessId: 'accessId',
  locale: 'locale',
  displayMode: 'displayMode',
  productCategory: 'productCategory',
  marketColorMode: 'marketColorMode',
  searchHistory: 'searchHistory',
} as const;

export type DisplayMode = 'light' | 'dark' | 'auto';
/** `red-up`: red means rise (the default); `green-up`: green means rise. */
export type MarketColorMode = 'red-up' | 'green-up';
export type AccountType = 'real' | 'virtual';
export const ACCOUNT_TYPES = ['real', 'virtual'] as const satisfies readonly AccountType[];

/**
 * The rows a list request asks for: `size=-1` ("all") is the first `LIST_ALL_ROWS_MAX` rows, any
 * other size is the page's window. Every list that accepts -1 reads its window here, so none answers
 * an unbounded list.
 */
export function pageWindow(page: number, size: number): { offset: number; limit: number } {
  if (size === PAGE_SIZE_ALL) return { offset: 0, limit: LIST_ALL_ROWS_MAX };
  return { offset: (page - 1) * size, limit: size };
}

/**
 * The page to ask for after `pages` of a `{list, total}` list (1-based, as `page` is on the wire), or
 * undefined once every row has arrived. An empty page also ends the list, so a total that grew while
 * paging never makes a client ask forever. Shaped as TanStack Query's `getNextPageParam`.
 */
export function nextPageOf(
  last: { readonly list: readonly unknown[]; readonly total: number },
  pages: readonly { readonly list: readonly unknown[] }[],
): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
}

/** The version of the leveraged-trading risk disclosure the app shows (SPEC BR10); a new text gets a new version. */
export const RISK_DISCLOSURE_VERSION = '2026-12';

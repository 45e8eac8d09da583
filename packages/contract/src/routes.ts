/**
 * The web app's hash routes (specification, section 2). The web app's router and every link use
 * these constants; `requiresLogin` decides which ones send an anonymous visitor to the login page.
 */
export const ROUTES = {
  home: '/',
  homeIndex: '/pages/index/index',
  search: '/pages/index/search',
  login: '/pages/login/login',
  register: '/pages/login/register',
  language: '/pages/common/language',
  notice: '/pages/common/notice',
  newsDetail: '/pages/common/new_detail',
  feedback: '/pages/common/feedback',
  customer: '/pages/common/customer',
  koreaNewList: '/pages/product/korea/new/list',
  koreaNewDetail: '/pages/product/korea/new/detail',
  koreaStockDetail: '/pages/product/korea/stock_detail',
  indiaNewList: '/pages/product/india/new/list',
  indiaNewDetail: '/pages/product/india/new/detail',
  indiaDetail: '/pages/product/india/india_detail',
  bseDetail: '/pages/product/india/bse/india_detail',
  indiaLiveDetail: '/pages/product/india/live/india_detail',
  aiStockList: '/pages/product/india/ai_stock/ai_stock',
  aiStockDetail: '/pages/product/india/ai_stock/detail',
  productGroup: '/pages/product/group/group',
  forex: '/pages/market/forex/forex',
  previewStockDetail: '/pages/market/preview/stock_detail',
  previewStockDetailUs: '/pages/market/preview/stock_detail_us',
  previewStockDetailGlobal: '/pages/market/preview/stock_detail_global',
  usDetail: '/pages/market/us/us_detail',
  mineProductNew: '/pages/mine/product_new/index',
  invite: '/pages/mine/invite',
  password: '/pages/mine/password',
  passwordPay: '/pages/mine/password_pay',
  charge: '/pages/mine/charge',
  withdraw: '/pages/mine/withdraw',
  credit: '/pages/mine/credit',
  wallet: '/pages/mine/wallet',
  bankList: '/pages/mine/bank/list',
  bankAdd: '/pages/mine/bank/add',
  other: '/pages/mine/other',
  digitalList: '/pages/mine/digital/list',
  digitalAdd: '/pages/mine/digital/add',
  institutionalAccount: '/pages/mine/institutional_account',
  mineAiStock: '/pages/mine/ai_stock/index',
  orderSource: '/pages/mine/order_source/index',
  mineGroup: '/pages/mine/group/index',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

/**
 * Routes outside `/pages/mine/` that still need a signed-in user: feedback is tied to an account.
 * Everything under `/pages/mine/` needs one too (the account area: wallet, orders, credit, banks…).
 */
const PROTECTED_OUTSIDE_MINE: readonly string[] = [ROUTES.feedback];

/** Whether a route path (without query) needs a signed-in user; unknown paths are public (404 page). */
export function requiresLogin(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return bare.startsWith('/pages/mine/') || PROTECTED_OUTSIDE_MINE.includes(bare);
}

export const PROTECTED_ROUTES: readonly RoutePath[] = Object.values(ROUTES).filter(requiresLogin);

/** The share link of an invitation code, relative to the app's origin (hash routing, PRODUCT.md). */
export function registerLink(invitationCode: string): string {
  return `#${ROUTES.register}?code=${encodeURIComponent(invitationCode)}`;
}

/** Route paths of the pages this release registers (specification, section 2). */
export const PATHS = {
  root: '/',
  home: '/pages/index/index',
  search: '/pages/index/search',
  forex: '/pages/market/forex/forex',
  login: '/pages/login/login',
  register: '/pages/login/register',
  forgot: '/pages/login/forget',
  language: '/pages/common/language',
  notice: '/pages/common/notice',
  customer: '/pages/common/customer',
  feedback: '/pages/common/feedback',
  news: '/pages/news/news',
  newsDetail: '/pages/common/new_detail',
  mine: '/pages/mine/mine',
  password: '/pages/mine/password',
  passwordPay: '/pages/mine/password_pay',
  twoFactor: '/pages/mine/two_factor',
  brakes: '/pages/mine/brakes',
  devices: '/pages/mine/devices',
  other: '/pages/mine/other',
  about: '/pages/mine/about',
  position: '/pages/position/position',
  order: '/pages/order/order',
  wallet: '/pages/mine/wallet',
  orderSource: '/pages/mine/order_source/index',
  charge: '/pages/mine/charge',
  withdraw: '/pages/mine/withdraw',
  credit: '/pages/mine/credit',
  bankList: '/pages/mine/bank/list',
  bankAdd: '/pages/mine/bank/add',
  digitalList: '/pages/mine/digital/list',
  digitalAdd: '/pages/mine/digital/add',
  institutionalAccount: '/pages/mine/institutional_account',
  invite: '/pages/mine/invite',
  productGroup: '/pages/product/group/group',
  myGroup: '/pages/mine/group/index',
  // AI stock-picking products (issue 13).
  aiStock: '/pages/product/india/ai_stock/ai_stock',
  aiStockDetail: '/pages/product/india/ai_stock/detail',
  mineAiStock: '/pages/mine/ai_stock/index',
  // Price alerts (issue 16).
  alerts: '/pages/mine/alerts',
  analytics: '/pages/mine/analytics',
  statement: '/pages/mine/statement',
  // Settings → Statements: the P&L and ledger statement by financial year (issue 47).
  statements: '/pages/mine/statements',
  // Settings → SIP plans: recurring investments (issue 48).
  sip: '/pages/mine/sip',
  // The liabilities proof, public: Settings → Help and About (issue 50, docs/SPEC.md PF).
  proof: '/pages/common/proof',
  // The specification's system pages: the mini-program's map pages, answered by the not-found page (FL4).
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
} as const;

/** The detail page of one AI product. */
export function aiDetailPath(id: number): string {
  return `${PATHS.aiStockDetail}?id=${id}`;
}

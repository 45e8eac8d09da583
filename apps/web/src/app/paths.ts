/** Route paths of the pages this release registers (specification, section 2). */
export const PATHS = {
  root: '/',
  home: '/pages/index/index',
  search: '/pages/index/search',
  forex: '/pages/market/forex/forex',
  login: '/pages/login/login',
  register: '/pages/login/register',
  language: '/pages/common/language',
  notice: '/pages/common/notice',
  customer: '/pages/common/customer',
  feedback: '/pages/common/feedback',
  mine: '/pages/mine/mine',
  password: '/pages/mine/password',
  passwordPay: '/pages/mine/password_pay',
  other: '/pages/mine/other',
} as const;

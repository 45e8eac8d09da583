/** The new-share routes of the specification (section 2). */
export const NEW_SHARE_PATHS = {
  koreaList: '/pages/product/korea/new/list',
  koreaDetail: '/pages/product/korea/new/detail',
  indiaList: '/pages/product/india/new/list',
  indiaDetail: '/pages/product/india/new/detail',
  mine: '/pages/mine/product_new/index',
} as const;

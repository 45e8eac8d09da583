// What code outside modules/trading/ may use; every other file here is private to the module.
export { type LeaderPass, startEngine } from './engine/runner';
export { catalogOf, forgetCatalog } from './orders/catalog';
export { coverOrder } from './orders/cover';
export { createOrder, createRefusal } from './orders/create';
export { resetDemoAccount } from './orders/demo-reset';
export { publishOrderChanges } from './orders/events';
export { orderNumber } from './orders/numbers';
export { listUserOrders } from './orders/queries';
export { orderCalls } from './orders/routes';
export { cancelOrder } from './orders/service';
export { markRow } from './orders/settle';
export {
  allProducts,
  findByRequestId,
  insertOrder,
  type OrderRow,
  openPositions,
  type ProductRow,
  productsByCode,
  realisedProfitMinor,
} from './orders/store';
export {
  forgetTradingTerms,
  fxFromBook,
  type OrderRiskLimits,
  quoteTicks,
  type TradingDeps,
  type TradingTerms,
  tradingTerms,
} from './orders/terms';
export { lockTrading, tradingLock } from './orders/trading-lock';
export { deleteOldFirings, TRIGGER_FIRINGS_CLEANUP_MS, TRIGGER_FIRINGS_KEEP_MS } from './orders/trigger-firings';
export { localName, viewOrder } from './orders/view';

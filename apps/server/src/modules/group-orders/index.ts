// What code outside modules/group-orders/ may use; every other file here is private to the module.
export { runGroupOrders } from './allocation';
export { groupOrderCalls } from './routes';
export { ensureSeededGroups } from './seed';

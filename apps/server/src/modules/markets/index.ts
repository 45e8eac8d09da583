// What code outside modules/markets/ may use; every other file here is private to the module.
export { marketMessages } from './messages';
export { guardedFetchText } from './proxy';
export { marketCalls } from './routes';
export { type MarketContext, productView } from './service';

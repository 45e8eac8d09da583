// What code outside modules/watchlist/ may use; every other file here is private to the module.
export { watchlistCalls } from './routes';

// What code outside modules/console-markets/ may use; every other file here is private to the module.
export { consoleMarketCalls } from './routes';

// What code outside modules/receipts/ may use; every other file here is private to the module.
export { receiptCalls } from './routes';

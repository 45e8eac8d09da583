// What code outside modules/upi/ may use; every other file here is private to the module.
export { createUpiChannel, registerUpiGateway, upiCalls } from './routes';
export { expireUpiPayments, reconcileUpiSettlements } from './service';

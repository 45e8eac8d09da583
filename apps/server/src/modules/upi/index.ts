// What code outside modules/upi/ may use; every other file here is private to the module.
export type { PaymentGateway } from './gateway';
export { createUpiChannel, registerUpiGateway, upiCalls } from './routes';
export { expireUpiPayments, reconcileUpiSettlements, type UpiDeps } from './service';

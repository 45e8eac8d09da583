// What code outside modules/balance/ may use; every other file here is private to the module.
export { ledgerConsoleCalls } from './console';
export { nameRecords, otherCurrencyOf } from './record-subjects';
export { balanceCalls } from './routes';
export { listRecords } from './service';

// What code outside modules/wallet/ may use; every other file here is private to the module.
export { walletCalls } from './routes';
export { walletStatisticsOf } from './service';

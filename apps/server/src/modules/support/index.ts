// What code outside modules/support/ may use; every other file here is private to the module.
export { supportCalls } from './routes';

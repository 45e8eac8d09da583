// What code outside modules/funds-admin/ may use; every other file here is private to the module.
export { consoleFundsCalls } from './routes';

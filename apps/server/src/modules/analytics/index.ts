// What code outside modules/analytics/ may use; every other file here is private to the module.
export { analyticsCalls } from './routes';
export { windowAnalytics } from './service';

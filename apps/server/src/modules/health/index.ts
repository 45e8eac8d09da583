// What code outside modules/health/ may use; every other file here is private to the module.
export { Metrics } from './metrics';
export { registerHealth } from './routes';

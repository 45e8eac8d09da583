// What code outside modules/alerts/ may use; every other file here is private to the module.
export { alertCalls } from './routes';
export { AlertWatcher } from './watcher';

// What code outside modules/devices/ may use; every other file here is private to the module.
export { deviceCalls } from './routes';
export {
  deviceLabel,
  listCustomerSessions,
  noticeIfNewDevice,
  noticePasswordLocked,
  noticePasswordReset,
} from './service';
export { liveSessionsOf } from './store';

// What code outside modules/brakes/ may use; every other file here is private to the module.
export { brakeCalls } from './routes';
export {
  BRAKE_PASS_INTERVAL_MS,
  brakeFactsOf,
  brakeRefusal,
  isBrakeRefusal,
  logBrakeRefusal,
  needsTodayLoss,
  runBrakePass,
} from './service';
export { addRealised, brakeRowOf, saveDisclosure, userBrakesRead } from './store';

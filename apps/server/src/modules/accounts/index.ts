// What code outside modules/accounts/ may use; every other file here is private to the module.
export { createBenchTrader } from './bench-trader';
export {
  activeLocks,
  clearGuard,
  type GuardOutcome,
  guardedCheck,
  noticeWhenLocked,
  refusal,
  unlockAll,
} from './password-guard';
export { accountCalls, type SmsBudget } from './routes';
export {
  attachSessionCache,
  endedIdOf,
  SESSIONS_ENDED_CHANNEL,
  SessionCache,
  STAFF_SESSIONS_ENDED_CHANNEL,
  sessionsEnded,
  staffSessionsEnded,
} from './session-cache';
export { revokeUserSessions } from './session-store';
export { authenticateUser } from './sessions';
export { findUserById, listUsers, setUserStatus, type UserRow } from './store';

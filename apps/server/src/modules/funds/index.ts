// What code outside modules/funds/ may use; every other file here is private to the module.
export { announceDecision, type FundsDeps, offsetOf } from './common';
export { createFxQuoter } from './fx-quote';
export { fundsMessages } from './messages';
export { listReviewCharges, rechargeReview } from './recharge-review';
export { fundsCalls } from './routes';
export { seedFunds } from './seed';
export { revealWithdrawalPayout } from './withdraw-reveal';
export { listReviewWithdrawals, withdrawalReview } from './withdraw-review';

// What code outside modules/kyc/ may use; every other file here is private to the module.
export { creditInfo, kycReview, listReviewKyc, submitCredit } from './service';

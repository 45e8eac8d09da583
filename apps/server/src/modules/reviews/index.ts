// What code outside modules/reviews/ may use; every other file here is private to the module.
export { type Decision, decideReview, type ReviewSpec } from './decide';

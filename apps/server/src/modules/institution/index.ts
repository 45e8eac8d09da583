// What code outside modules/institution/ may use; every other file here is private to the module.
export { applyInstitution, institutionReview, institutionStatus, listReviewInstitutions } from './service';

// What code outside modules/corrections/ may use; every other file here is private to the module.
export { correctionList, correctionReview, proposeCorrection } from './service';

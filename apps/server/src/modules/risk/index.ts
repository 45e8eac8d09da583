// What code outside modules/risk/ may use; every other file here is private to the module.
export { riskLimitFacts, riskLimitFactsIn, watchRiskLimits } from './limit-book';
export { riskCalls } from './routes';
export { HOUSE_MARK_INTERVAL_MS, markHouseUnrealised, riskPushFigure } from './service';

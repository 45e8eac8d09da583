/** New shares: the reproducible draw, the offering's rules and the simulated sell side (docs/SPEC.md N). */
export * from './decide-allotment';
export * from './decide-listing';
export * from './decide-subscribe';
export * from './draw';
export * from './offering';
export * from './seeded-schedule';
export { sha256Hex } from './sha256';
export * from './subscription-lifecycle';

/**
 * Trading rules as pure functions (PRODUCT.md, "Trading rules" and "Orders"): costs, P&L, fill and
 * exit prices, order checks, partial covers, margin level and forced cover, the order lifecycle and
 * the daily roll. Money is integer minor units, prices integer ticks; nothing reads a clock. The
 * invariants they keep (O1–O12, AMO1–AMO3, M1–M4, MK1–MK2, LV3) are numbered in docs/SPEC.md.
 *
 * @packageDocumentation
 */
export * from './account-fx';
export * from './costs';
export * from './daily-roll';
export * from './decide-close';
export * from './decide-cover';
export * from './decide-create';
export * from './decide-demo-reset';
export * from './decide-exit';
export * from './decide-fill';
export * from './decide-force-cover';
export * from './decide-protected-close';
export * from './decide-roll';
export * from './decide-update';
export * from './lifecycle';
export * from './margin';
export * from './marks';
export * from './position';
export * from './prices';
export * from './receipt';
export * from './settings';
export * from './split';
export * from './stop-vs-force-cover';
export * from './trigger-audit';
export * from './validate-edit';
export * from './validate-order';
export * from './validity';

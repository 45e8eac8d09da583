/**
 * Group orders (PRODUCT.md, "Group orders"): pro-rata allocation of a block in whole units, the
 * order's status machine and its money. Pure; the ledger rules are in ledger/rules-groups.ts.
 *
 * @packageDocumentation
 */
export * from './allocation';
export * from './decide-join';
export * from './decide-settle';
export * from './money';
export * from './seeded';
export * from './status';

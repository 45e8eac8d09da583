/**
 * The double-entry ledger's pure rules (ARCHITECTURE.md, "Money"). Every balance change is a
 * `Transfer` from a debit account to a credit account; the balance of any account is credits − debits.
 * Posting rules (`post*`) turn business events into transfers; `applyPosting` applies them or rejects
 * them whole; `checkInvariants` audits balances against transfers, by the invariants L1–L5 of
 * docs/SPEC.md (sums to zero, balances equal transfers, no user account below zero, well-formed
 * transfers, demo money stays demo).
 *
 * @packageDocumentation
 */
export * from './accounts';
export * from './conversion-check';
export * from './entry-types';
export * from './invariants';
export * from './posting-builder';
export * from './record-parts';
export * from './rules-funds';
export * from './rules-groups';
export * from './rules-new-shares';
export * from './rules-offerings';
export * from './rules-trading';
export * from './transfer';

/**
 * The double-entry ledger's pure rules (ARCHITECTURE.md, "Money"). Every balance change is a
 * `Transfer` from a debit account to a credit account; the balance of any account is credits − debits.
 * Posting rules (`post*`) turn business events into transfers; `applyPosting` applies them or rejects
 * them whole; `checkInvariants` audits balances against transfers.
 *
 * Invariants:
 * - L1: per currency, the balances of all accounts sum to zero.
 * - L2: each account's balance equals the sum of its transfers (credits − debits).
 * - L3: no user account is ever below zero, after any single transfer.
 * - L4: every transfer is well formed: amount > 0, two different accounts of one currency, an
 *   idempotency id used once.
 * - L5: demo money stays demo: no transfer joins a virtual account (virtual_* or virtual_issuance)
 *   and a real one.
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

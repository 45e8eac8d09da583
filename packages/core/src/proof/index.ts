/** The liabilities proof: a Merkle sum tree per currency and the hash-chained statement (docs/SPEC.md PF). */
export * from './chain';
export * from './merkle';

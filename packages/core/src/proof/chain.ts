import { sha256Hex } from '../new-shares/sha256';

/**
 * The customer's hash-chained statement (docs/SPEC.md PF6): each ledger record's hash covers the
 * record and the hash of the record before it on the same account, so changing any past record
 * changes every hash after it, and the head no longer matches the one committed in the day's
 * published proof (the leaf carries it, PF1).
 */

/** The hash before an account's first record. */
export const CHAIN_GENESIS = '0'.repeat(64);

/** The fields of a stored ledger transfer that the chain covers; amounts in minor units. */
export interface ChainRecord {
  readonly id: number;
  readonly type: number;
  readonly debitAccountId: number;
  readonly creditAccountId: number;
  readonly amountMinor: bigint;
  readonly currency: string;
  readonly ref: string;
  /** The balance after on each side; null on a platform side (L6). */
  readonly debitBalanceAfterMinor: bigint | null;
  readonly creditBalanceAfterMinor: bigint | null;
  readonly createdAtMs: number;
}

/**
 * PF6: one record's hash: SHA-256 of `PF|record|{previous}|{id}:{type}:{debit}:{credit}:{amountMinor}:
 * {currency}:{createdAtMs}:{debitAfter}:{creditAfter}|{ref}` (an absent balance after is empty; the
 * free-text ref comes last so no separator inside it can shift another field).
 */
export function chainRecordHash(previous: string, record: ChainRecord): string {
  const fields = [
    record.id,
    record.type,
    record.debitAccountId,
    record.creditAccountId,
    record.amountMinor,
    record.currency,
    record.createdAtMs,
    record.debitBalanceAfterMinor ?? '',
    record.creditBalanceAfterMinor ?? '',
  ].join(':');
  return sha256Hex(`PF|record|${previous}|${fields}|${record.ref}`);
}

/** Each record's chained hash, in the order given (the ledger's id order per account), from the genesis. */
export function chainHashes(records: readonly ChainRecord[]): string[] {
  const hashes: string[] = [];
  let previous = CHAIN_GENESIS;
  for (const record of records) {
    previous = chainRecordHash(previous, record);
    hashes.push(previous);
  }
  return hashes;
}

/** The hash of the last record (CHAIN_GENESIS for none): what the day's leaf commits to. */
export function chainHead(records: readonly ChainRecord[]): string {
  return chainHashes(records).at(-1) ?? CHAIN_GENESIS;
}

/** What a customer's browser finds when it recomputes their chain (PF8). */
export interface ChainCheck {
  readonly ok: boolean;
  /** The head recomputed over the first `committedRecords` records. */
  readonly head: string;
  /** Each record's recomputed hash, in order. */
  readonly hashes: readonly string[];
}

/**
 * PF8: recomputes the chain over the records the server shows now and checks it reaches the head the
 * published proof committed to after its first `committedRecords` records. Any record of those
 * changed, dropped, added or reordered since the proof makes the head differ.
 */
export function checkChain(
  records: readonly ChainRecord[],
  committed: { readonly head: string; readonly records: number },
): ChainCheck {
  const hashes = chainHashes(records);
  const head = committed.records === 0 ? CHAIN_GENESIS : (hashes[committed.records - 1] ?? '');
  return { ok: records.length >= committed.records && head === committed.head, head, hashes };
}

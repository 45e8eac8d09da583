import { z } from 'zod';
import { defineCall } from '../call';
import { decimalOut, id, int } from '../fields';

/**
 * The liabilities proof (issue 50 part 3; CONTRACT.md Wave 3; docs/SPEC.md PF1–PF7): each India day
 * the engine leader publishes, per currency, the root and total of a Merkle sum tree over every
 * customer's real-money balance; a customer fetches their leaf's path and checks it in the browser.
 * Money is a decimal string in its currency and, for the hashes, an integer string of minor units.
 */

const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3,5}$/, 'must be a currency code like INR');
const date = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-25');
/** An integer of minor units as a string: what the hashes cover (PF1). */
const minorOut = z.string().regex(/^-?\d+$/);
const hash = z.string().regex(/^[0-9a-f]{64}$/);

/** One currency's published root. */
export const liabilitiesRoot = z.object({
  currency: z.string(),
  /** The root's hash (64 hex digits). */
  root: hash,
  /** Every customer's real-money balance in the currency, summed: the root's sum. */
  total: decimalOut(),
  totalMinor: minorOut,
  /** Customers (leaves) in the tree. */
  accounts: z.number().int().nonnegative(),
});

export const proofLiabilities = defineCall({
  path: 'proof/liabilities',
  access: 'public',
  summary:
    "The day's published liabilities proof: per currency, the Merkle sum tree's root, the total it sums and how many accounts it holds",
  payload: z.object({
    /** The India day of the snapshot; the latest when absent. */
    date: date.optional(),
    /** Which currency the top-level fields describe; the platform's default currency when absent. */
    currency: currency.optional(),
  }),
  body: liabilitiesRoot.extend({
    /** The India day of the snapshot, YYYY-MM-DD. */
    date: z.string(),
    /** When the leader built it (epoch ms). */
    builtAt: z.number().int(),
    /** Every currency of that day's snapshot, the top-level one included. */
    currencies: z.array(liabilitiesRoot),
  }),
});
export type LiabilitiesProof = z.infer<typeof proofLiabilities.body>;

export const proofStep = z.object({
  /** The sibling's hash and the sum under it. */
  hash,
  sumMinor: minorOut,
  /** Which side of the running node the sibling sits on. */
  side: z.enum(['left', 'right']),
});

export const proofMine = defineCall({
  path: 'proof/mine',
  access: 'user',
  summary:
    "The caller's leaf in the latest liabilities proof of a currency, with its salt and the path to the published root",
  payload: z.object({
    /** The real account's currency; the platform's default currency when absent. */
    currency: currency.optional(),
  }),
  body: z.object({
    date: z.string(),
    currency: z.string(),
    leaf: z.object({
      /** The account id the leaf hashes: the caller's user id. */
      accountId: z.number().int(),
      /** The day's salt, 64 hex digits; only its owner ever sees it (PF4). */
      salt: hash,
      balance: decimalOut(),
      balanceMinor: minorOut,
      /** The head of the caller's hash-chained statement at the snapshot (PF6). */
      chainHead: hash,
      /** How many ledger records the chain covers. */
      records: z.number().int().nonnegative(),
    }),
    path: z.array(proofStep),
    root: hash,
    total: decimalOut(),
    totalMinor: minorOut,
    accounts: z.number().int().nonnegative(),
    /**
     * The server's own recomputation, now, of the caller's chain over the records of the snapshot:
     * false when a past record was changed after the proof was published (PF6).
     */
    chainIntact: z.boolean(),
  }),
});
export type MyLiabilityProof = z.infer<typeof proofMine.body>;

/** Most chain records one `proof/chain` page answers. */
export const PROOF_CHAIN_PAGE_MAX = 1000;

/** One ledger record as the chain hashes it (PF6): ids, amounts in minor units, the time in epoch ms. */
export const chainRecord = z.object({
  id: z.number().int(),
  type: z.number().int(),
  debitAccountId: z.number().int(),
  creditAccountId: z.number().int(),
  amountMinor: minorOut,
  currency: z.string(),
  ref: z.string(),
  debitBalanceAfterMinor: minorOut.nullable(),
  creditBalanceAfterMinor: minorOut.nullable(),
  createdAtMs: z.number().int(),
});

export const proofChain = defineCall({
  path: 'proof/chain',
  access: 'user',
  summary:
    "The caller's hash-chained ledger records in a currency, oldest first, a page at a time, for the browser to recompute the chain (PF8)",
  payload: z.object({
    currency: currency.optional(),
    /** The last record of the previous page; the first page when absent. */
    afterId: id().optional(),
    size: int()
      .pipe(z.number().int().min(1).max(PROOF_CHAIN_PAGE_MAX, `must be at most ${PROOF_CHAIN_PAGE_MAX}`))
      .optional(),
  }),
  body: z.object({
    currency: z.string(),
    records: z.array(chainRecord),
    /** The `afterId` of the next page; null on the last. */
    next: z.number().int().nullable(),
  }),
});

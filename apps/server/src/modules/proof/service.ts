import { randomBytes } from 'node:crypto';
import {
  type Body,
  Code,
  type LiabilitiesProof,
  type MyLiabilityProof,
  PROOF_CHAIN_PAGE_MAX,
  type proofChain,
} from '@demo/contract';
import {
  buildProofTree,
  CHAIN_GENESIS,
  currencyDecimals,
  formatIndiaTime,
  formatMoney,
  minor,
  type ProofLeaf,
  proofLeafHash,
  proofPath,
} from '@demo/core';
import type { Db } from '../../db/client';
import { committed, inTransaction } from '../../db/transaction';
import { chainHeadsOf, userChainRecords } from '../../ledger/chain';
import { fail, ok, type Result } from '../../lib/result';
import { readSettings } from '../../settings/service';
import * as store from './store';

/**
 * The liabilities proof (docs/SPEC.md PF): the engine leader's daily build of each currency's
 * Merkle sum tree, the public root, and a customer's own leaf and path.
 */

/** How often the leader looks for a day without its proof; a new India day is built within it. */
export const PROOF_CHECK_MS = 30_000;

/** Random bytes of a leaf's salt (PF4): enough that no one guesses a balance from a leaf hash. */
const SALT_BYTES = 32;

const money = (value: bigint, currency: string) => formatMoney(minor(value), currencyDecimals(currency));

/**
 * PF5: builds the proof of the India day of `nowMs` unless it exists: in one repeatable-read
 * transaction, every customer's balance per currency (the default currency always, so a platform
 * with no customers still publishes), each one's chain head over the same snapshot (PF6), a fresh
 * salt per leaf (PF4), the tree, and the roots and leaves with their paths. The ledger snapshot is
 * stored so reconcile() proves the totals later (PF7). Answers the day when it built one.
 */
export async function buildDailyProof(deps: { db: Db }, nowMs: number): Promise<string | null> {
  const day = formatIndiaTime(nowMs, 'YYYY-MM-DD');
  if (await store.dayBuilt(deps.db, day)) return null;
  return committed(
    await inTransaction(
      deps.db,
      async (tx) => {
        if (await store.dayBuilt(tx, day)) return null;
        const ledgerSnapshot = await store.currentLedgerSnapshot(tx);
        const { defaultCurrency } = await readSettings(tx);
        const balances = await store.customerBalances(tx, defaultCurrency);
        const currencies = [...new Set([defaultCurrency, ...balances.map((b) => b.currency)])].sort();
        for (const currency of currencies) {
          const mine = balances.filter((b) => b.currency === currency);
          const heads = await chainHeadsOf(
            tx,
            mine.map((b) => b.userId),
            currency,
            null,
          );
          const leaves = mine.map((b) => {
            const chain = heads.get(b.userId) ?? { head: CHAIN_GENESIS, records: 0 };
            const leaf: ProofLeaf = {
              accountId: b.userId,
              salt: randomBytes(SALT_BYTES).toString('hex'),
              balanceMinor: b.balanceMinor,
              chainHead: chain.head,
            };
            return { leaf, records: chain.records };
          });
          const tree = buildProofTree(leaves.map((l) => l.leaf));
          const snapshotId = await store.insertSnapshot(tx, {
            day,
            currency,
            root: tree.root.hash,
            totalMinor: tree.root.sumMinor,
            accounts: leaves.length,
            ledgerSnapshot,
            builtAt: new Date(nowMs),
          });
          await store.insertLeaves(
            tx,
            leaves.map(({ leaf, records }) => {
              const leafHash = proofLeafHash(leaf);
              const path = proofPath(tree, leafHash);
              if (path === null) throw new Error(`PF1: leaf of user ${leaf.accountId} is not in its tree`);
              return {
                snapshotId,
                userId: leaf.accountId,
                salt: leaf.salt,
                balanceMinor: leaf.balanceMinor,
                chainHead: leaf.chainHead,
                records,
                leafHash,
                path: store.storedPath(path),
              };
            }),
          );
        }
        return day;
      },
      { isolation: 'repeatable read' },
    ),
  );
}

const NO_PROOF = {
  en: 'Date: no liabilities proof was published for that day',
  hi: 'तारीख़: उस दिन का कोई देनदारी प्रमाण प्रकाशित नहीं हुआ',
};
const NO_CURRENCY = {
  en: 'Currency: that day’s proof has no such currency',
  hi: 'मुद्रा: उस दिन के प्रमाण में यह मुद्रा नहीं है',
};
const NOT_YET = {
  en: 'Your account is not in a published proof yet; it joins the next daily proof',
  hi: 'आपका खाता अभी किसी प्रकाशित प्रमाण में नहीं है; यह अगले दैनिक प्रमाण में जुड़ेगा',
};

function rootOf(s: store.SnapshotRow) {
  return {
    currency: s.currency,
    root: s.root,
    total: money(s.totalMinor, s.currency),
    totalMinor: String(s.totalMinor),
    accounts: s.accounts,
  };
}

/** `proof/liabilities` (PF5): the roots of a day (the latest when absent), one currency on top. */
export async function publishedProof(
  db: Db,
  request: { date?: string | undefined; currency?: string | undefined },
): Promise<Result<LiabilitiesProof>> {
  const snapshots = await store.snapshotsOf(db, request.date ?? null);
  if (snapshots.length === 0) return fail(Code.ABNORMAL_DATA, NO_PROOF);
  const wanted = request.currency ?? (await readSettings(db)).defaultCurrency;
  const top = snapshots.find((s) => s.currency === wanted) ?? (request.currency ? undefined : snapshots[0]);
  if (!top) return fail(Code.ABNORMAL_DATA, NO_CURRENCY);
  return ok({ ...rootOf(top), date: top.day, builtAt: top.builtAt.getTime(), currencies: snapshots.map(rootOf) });
}

/**
 * `proof/mine` (PF4, PF6): the caller's leaf in the latest proof of the currency with its salt and
 * path, and whether the caller's records up to that proof still chain to the head it published.
 */
export async function myProof(
  db: Db,
  userId: number,
  request: { currency?: string | undefined },
): Promise<Result<MyLiabilityProof>> {
  const currency = request.currency ?? (await readSettings(db)).defaultCurrency;
  const found = await store.latestLeafOf(db, userId, currency);
  if (!found) return fail(Code.ABNORMAL_DATA, NOT_YET);
  const { snapshot, leaf } = found;
  const now = (await chainHeadsOf(db, [userId], currency, snapshot.ledgerSnapshot)).get(userId);
  return ok({
    date: snapshot.day,
    currency,
    leaf: {
      accountId: userId,
      salt: leaf.salt,
      balance: money(leaf.balanceMinor, currency),
      balanceMinor: String(leaf.balanceMinor),
      chainHead: leaf.chainHead,
      records: leaf.records,
    },
    path: leaf.path as store.StoredStep[],
    root: snapshot.root,
    total: money(snapshot.totalMinor, currency),
    totalMinor: String(snapshot.totalMinor),
    accounts: snapshot.accounts,
    chainIntact: now?.head === leaf.chainHead,
  });
}

/**
 * `proof/chain` (PF8): the caller's chain records in a currency, oldest first, a page at a time, as
 * the chain hashes them, so the browser recomputes every hash and checks the head the published
 * proof committed to. The token names whose (never a payload's user).
 */
export async function myChain(
  db: Db,
  userId: number,
  request: { currency?: string | undefined; afterId?: number | undefined; size?: number | undefined },
): Promise<Result<Body<typeof proofChain>>> {
  const currency = request.currency ?? (await readSettings(db)).defaultCurrency;
  const size = request.size ?? PROOF_CHAIN_PAGE_MAX;
  const records = await userChainRecords(db, userId, currency, {
    ...(request.afterId === undefined ? {} : { afterId: request.afterId }),
    limit: size + 1,
  });
  const page = records.slice(0, size);
  return ok({
    currency,
    records: page.map((r) => ({
      ...r,
      amountMinor: String(r.amountMinor),
      debitBalanceAfterMinor: r.debitBalanceAfterMinor === null ? null : String(r.debitBalanceAfterMinor),
      creditBalanceAfterMinor: r.creditBalanceAfterMinor === null ? null : String(r.creditBalanceAfterMinor),
    })),
    next: records.length > size ? (page.at(-1)?.id ?? null) : null,
  });
}

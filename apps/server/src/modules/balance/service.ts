import type { AccountType, Body, balanceLogList, Locale, Settings } from '@demo/contract';
import {
  type AccountSet,
  chainHashes,
  currencyDecimals,
  formatMoney,
  isUserEntryType,
  minor,
  userAccounts,
} from '@demo/core';
import type { Deps } from '../../deps';
import { userChainRecords } from '../../ledger/chain';
import { currencyOf } from '../../ledger/currency';
import { ok, type Result } from '../../lib/result';
import { readSettings } from '../../settings/service';
import { nameRecords, otherCurrencyOf } from './record-subjects';
import { findUserAccountIds, pageTransfers, type TransferOfAccount } from './store';

type RecordList = Body<typeof balanceLogList>;
export type BalanceRecord = RecordList['list'][number];

const ACCOUNT_SETS: readonly AccountSet[] = ['real', 'virtual'];

/**
 * The customer's balance records, newest first (`balance/log/list`).
 *
 * A record is a change of the customer's AVAILABLE balance: one row per ledger transfer that
 * debits or credits the user's `available` account (real set) or `virtual_available` account
 * (virtual set). `amount` is signed from the user's side (+ credited to available, − debited from
 * it) and `balanceAfter` is the available balance right after that transfer, as stored with it.
 * Transfers between the user's locked or margin account and the platform (a withdrawal paid out of
 * locked, a limit fill paying margin from its hold) do not change available and are not listed; the
 * record of the hold that put the money there is. Internal types (from 100 up, e.g. a demo reset's
 * sweep) are never listed. Without `accountType` both sets are listed, each record naming its set.
 */
export async function listRecords(
  deps: Pick<Deps, 'db'>,
  userId: number,
  filter: { page: number; size: number; type?: number | undefined; accountType?: AccountType | undefined },
  locale: Locale = 'en',
): Promise<Result<RecordList>> {
  const settings = await readSettings(deps.db);
  const sets = filter.accountType === undefined ? ACCOUNT_SETS : [filter.accountType];
  const wanted = sets.map((set) => ({ set, ...userAccounts(userId, set, currencyOf(settings, set)).available }));
  const found = await findUserAccountIds(deps.db, userId, wanted);
  const setOf = new Map<number, AccountSet>(
    found.map((a) => [a.id, a.kind === 'virtual_available' ? 'virtual' : 'real']),
  );
  const { rows, total } = await pageTransfers(deps.db, {
    accountIds: [...setOf.keys()],
    type: filter.type,
    page: filter.page,
    size: filter.size,
  });
  const hashes = await chainHashesOfRecords(deps, userId, rows, setOf, currencyOf(settings, 'real'));
  const list = await recordViews(deps, rows, setOf, settings, locale);
  return ok({ list: list.map((record) => ({ ...record, hash: hashes.get(record.id) ?? null })), total });
}

/**
 * PF8: the chained hash of each real record on the page, computed on read from the customer's chain
 * records up to the page's newest (the chain is never stored, PF6): a page costs one read of the
 * customer's records up to it. Demo records are not chained.
 */
async function chainHashesOfRecords(
  deps: Pick<Deps, 'db'>,
  userId: number,
  rows: readonly TransferOfAccount[],
  setOf: ReadonlyMap<number, AccountSet>,
  realCurrency: string,
): Promise<Map<number, string>> {
  const real = rows.filter((r) => setOf.get(r.creditAccountId) === 'real' || setOf.get(r.debitAccountId) === 'real');
  if (real.length === 0) return new Map();
  const throughId = Math.max(...real.map((r) => r.id));
  const records = await userChainRecords(deps.db, userId, realCurrency, { throughId });
  const hashes = chainHashes(records);
  return new Map(records.map((r, i) => [r.id, hashes[i] ?? '']));
}

/** Transfers of the user's available accounts as records, each naming its set (`setOf`: account id → set). */
export async function recordViews(
  deps: Pick<Deps, 'db'>,
  rows: readonly TransferOfAccount[],
  setOf: ReadonlyMap<number, AccountSet>,
  settings: Settings,
  locale: Locale,
): Promise<BalanceRecord[]> {
  const names = await nameRecords(deps.db, rows, locale);
  return rows.map((row, i): BalanceRecord => {
    const credited = setOf.has(row.creditAccountId);
    const set = setOf.get(credited ? row.creditAccountId : row.debitAccountId);
    // The store selected only transfers touching these accounts, of types 1–16.
    if (set === undefined || !isUserEntryType(row.type)) throw new Error(`record ${row.id} is not the user's`);
    const afterMinor = credited ? row.creditBalanceAfterMinor : row.debitBalanceAfterMinor;
    // `post` stores the balance after on every user side (L2); only platform sides have none.
    if (afterMinor === null) throw new Error(`record ${row.id} has no balance after on the user's side`);
    const currency = currencyOf(settings, set);
    const decimals = currencyDecimals(currency);
    const named = names[i];
    if (named === undefined) throw new Error(`record ${row.id} was not named`);
    const instrument = named.instrument;
    const other = otherCurrencyOf(row, named, credited);
    const fx =
      other === null ? null : { rate: other.rate, instrumentCurrency: other.currency, instrumentAmount: other.amount };
    return {
      id: row.id,
      hash: null,
      type: row.type,
      amount: formatMoney(minor(credited ? row.amountMinor : -row.amountMinor), decimals),
      balanceAfter: formatMoney(minor(afterMinor), decimals),
      accountType: set,
      ref: row.ref,
      remark: row.remark,
      createdAt: row.createdAt.getTime(),
      currency,
      code: instrument?.code ?? null,
      // The instrument's name in the caller's locale, as the order rows and the market list give it.
      name: instrument?.name ?? null,
      fx,
      part: named.part,
      subject: named.subject,
    };
  });
}

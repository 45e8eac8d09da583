import type { AccountKey } from './accounts';
import { conversionMismatch } from './conversion-check';
import { type Balances, balancesFromTransfers, malformation, type Transfer } from './transfer';

/** A broken ledger invariant, with a sentence precise enough to find the account or transfer. */
export interface InvariantViolation {
  readonly invariant: 'L1' | 'L2' | 'L3' | 'L4' | 'L5' | 'X1';
  readonly message: string;
}

/** The currency of a key written by `accountKey`: its last segment. */
function currencyOfKey(key: AccountKey): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/**
 * Checks stored balances against the full list of transfers that produced them and returns every
 * violation found (an empty list means the ledger is sound):
 * - L1: per currency, the balances of all accounts sum to zero;
 * - L2: each account's balance equals credits − debits over its transfers (and an account with
 *   transfers but no stored balance, or the reverse, is reported);
 * - L3: no user account is below zero;
 * - L4: every transfer has a positive amount, two different accounts of one currency, and an
 *   idempotency id used once;
 * - L5: no transfer joins the demo set and the real set;
 * - X1: a transfer that records a conversion recomputes from its rate, and moves one of its amounts.
 */
export function checkInvariants(balances: Balances, transfers: readonly Transfer[]): InvariantViolation[] {
  const violations: InvariantViolation[] = [];
  const sums = new Map<string, bigint>();
  for (const [key, amount] of balances) {
    const currency = currencyOfKey(key);
    sums.set(currency, (sums.get(currency) ?? 0n) + amount);
    if (key.startsWith('user/') && amount < 0n) {
      violations.push({ invariant: 'L3', message: `${key} is ${amount}, below zero` });
    }
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) violations.push({ invariant: 'L1', message: `${currency} accounts sum to ${sum}, not 0` });
  }
  const derived = balancesFromTransfers(transfers);
  for (const key of new Set([...balances.keys(), ...derived.keys()])) {
    const stored = balances.get(key) ?? 0n;
    const fromTransfers = derived.get(key) ?? 0n;
    if (stored !== fromTransfers) {
      violations.push({ invariant: 'L2', message: `${key} is ${stored} but its transfers sum to ${fromTransfers}` });
    }
  }
  const ids = new Set<string>();
  for (const [index, t] of transfers.entries()) {
    if (ids.has(t.idempotencyId)) {
      violations.push({ invariant: 'L4', message: `transfer ${index} repeats idempotency id ${t.idempotencyId}` });
    }
    ids.add(t.idempotencyId);
    if (t.conversion) {
      const c = t.conversion;
      const own = t.debitAccount.currency === c.accountCurrency ? c.accountAmountMinor : c.instrumentAmountMinor;
      const wrong =
        conversionMismatch(c) ??
        (own === t.amountMinor ? null : `moves ${t.amountMinor} but its conversion says ${own}`);
      if (wrong !== null)
        violations.push({ invariant: 'X1', message: `transfer ${index} (${t.idempotencyId}): ${wrong}` });
    }
    const bad = malformation(t);
    if (bad !== null) {
      violations.push({ invariant: bad.invariant, message: `transfer ${index} (${t.idempotencyId}): ${bad.message}` });
    }
  }
  return violations;
}

// A tiny in-memory ledger for tests: it applies postings with the real `applyPosting` and audits every step with `checkInvariants`.
import { expect } from 'vitest';
import {
  type Account,
  type AccountSet,
  applyPosting,
  type Balances,
  balanceOf,
  checkInvariants,
  type Posting,
  type PostingContext,
  type PostingResult,
  platformAccount,
  type Transfer,
  userAccounts,
} from '../../src/ledger/index';
import { type Minor, minor, parseMoney, parseRate, type Rate } from '../../src/money';
import { parseTradingSettings, type TradingSettings } from '../../src/trading/index';

export const CURRENCY = 'INR';

/** Minor units from a decimal string, for readable expectations: `inr('98574.16')`. */
export function inr(text: string): Minor {
  const parsed = parseMoney(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value;
}

export function rate(text: string): Rate {
  const parsed = parseRate(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value;
}

/** The settings every scenario uses unless it says otherwise. */
export function testSettings(): TradingSettings {
  const parsed = parseTradingSettings({
    tradeHandCount: 100,
    tradeBuyFee: '0.0005',
    tradeSaleFee: '0.0005',
    tradeDefaultRate: '0.1',
    tradeDelayRate: '0.0002',
    tradeForceCoverRate: '0.5',
    tradeForceCoverWarning: '0.8',
    tradeInsuranceRate: '0.1',
  });
  if (!parsed.ok) throw new Error(parsed.detail);
  return parsed.value;
}

export function ctx(userId: number, eventId: string, ref = eventId): PostingContext {
  return { userId, currency: CURRENCY, ref, eventId };
}

export class TestLedger {
  balances: Balances = new Map();
  readonly transfers: Transfer[] = [];

  /** Applies a posting and returns the raw result; on success the ledger moves on. */
  tryPost(posting: Posting): PostingResult {
    const result = applyPosting(this.balances, posting);
    if (result.ok) {
      this.balances = result.value;
      this.transfers.push(...posting);
    }
    return result;
  }

  /** Applies a posting that must succeed, then asserts L1–L5 over the whole ledger. */
  post(posting: Posting): void {
    const result = this.tryPost(posting);
    if (!result.ok) throw new Error(`${result.error}: ${result.detail}`);
    expect(checkInvariants(this.balances, this.transfers)).toEqual([]);
  }

  balance(account: Account): Minor {
    return balanceOf(this.balances, account);
  }

  user(userId: number, set: AccountSet = 'real') {
    const accounts = userAccounts(userId, set, CURRENCY);
    return {
      available: this.balance(accounts.available),
      locked: this.balance(accounts.locked),
      margin: this.balance(accounts.margin),
    };
  }

  platform(kind: Parameters<typeof platformAccount>[0]): Minor {
    return this.balance(platformAccount(kind, CURRENCY));
  }

  /** The sum of every balance in the currency: always zero (L1). */
  total(): Minor {
    let sum = 0n;
    for (const amount of this.balances.values()) sum += amount;
    return minor(sum);
  }
}

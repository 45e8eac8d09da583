// Proves money for new shares and AI products waits in its escrow account and comes back or leaves exactly as PRODUCT.md describes, with types 8–12 and 15 (group orders: test/groups/group-order-money.test.ts).
import { describe, expect, it } from 'vitest';
import {
  EntryType,
  postAiPurchase,
  postAiSettlement,
  postAllotment,
  postDeposit,
  postSubscription,
} from '../../src/ledger/index';
import { minor } from '../../src/money';
import { ctx, inr, TestLedger } from './harness';

function funded(): TestLedger {
  const ledger = new TestLedger();
  ledger.post(postDeposit(ctx(1, 'charge:1:approve'), inr('10000.00')));
  return ledger;
}

describe('new shares', () => {
  it('L1, L2: a subscription waits in ipo_escrow; the allotment pays the won shares and refunds the rest', () => {
    const ledger = funded();
    ledger.post(postSubscription(ctx(1, 'subscription:1:pay'), EntryType.NEW_SHARE_DEDUCTION, inr('6000.00')));
    expect(ledger.user(1).available).toBe(inr('4000.00'));
    expect(ledger.platform('ipo_escrow')).toBe(inr('6000.00'));
    const allot = postAllotment(ctx(1, 'subscription:1:allot'), inr('1500.00'), inr('4500.00'));
    expect(allot.map((t) => t.type)).toEqual([EntryType.NEW_SHARE_LOCKED, EntryType.SUBSCRIPTION_REFUND]);
    ledger.post(allot);
    expect(ledger.user(1).available).toBe(inr('8500.00'));
    expect(ledger.platform('ipo_escrow')).toBe(0n);
  });

  it('L3: a placement subscription (type 9) beyond available is refused', () => {
    const ledger = funded();
    const posting = postSubscription(ctx(1, 'subscription:2:pay'), EntryType.PLACING_DEDUCTION, inr('10000.01'));
    expect(ledger.tryPost(posting).ok).toBe(false);
  });
});

describe('AI products', () => {
  it('L1: a gain is paid by trading_pnl on top of the amount (types 10, 11)', () => {
    const ledger = funded();
    ledger.post(postAiPurchase(ctx(1, 'ai:1:buy'), inr('1000.00')));
    ledger.post(postAiSettlement(ctx(1, 'ai:1:settle'), inr('1000.00'), inr('125.50')));
    expect(ledger.user(1).available).toBe(inr('10125.50'));
    expect(ledger.platform('ai_pool')).toBe(0n);
    expect(ledger.platform('trading_pnl')).toBe(-inr('125.50'));
  });

  it('L3: a loss is kept by trading_pnl and never exceeds the amount', () => {
    const ledger = funded();
    ledger.post(postAiPurchase(ctx(1, 'ai:1:buy'), inr('1000.00')));
    ledger.post(postAiSettlement(ctx(1, 'ai:1:settle'), inr('1000.00'), minor(-inr('1400.00'))));
    expect(ledger.user(1).available).toBe(inr('9000.00'));
    expect(ledger.platform('trading_pnl')).toBe(inr('1000.00'));
    expect(ledger.platform('ai_pool')).toBe(0n);
  });
});

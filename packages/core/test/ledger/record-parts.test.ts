// Proves every balance record of a multi-part event names its part from the rule that wrote it (LR1): a close's margin, P&L and fee, a trade's costs, a group's deposit and rest, an AI settlement's return and gain.
import { describe, expect, it } from 'vitest';
import {
  type Account,
  EntryType,
  isUserEntryType,
  minor,
  type Posting,
  postAiSettlement,
  postClosePosition,
  postGroupJoin,
  postGroupPayRest,
  postNewShareSubscription,
  postOpenPosition,
  recordPartOf,
} from '../../src/index';
import { ctx, inr } from './harness';

function touchesAvailable(a: Account): boolean {
  return a.owner === 'user' && (a.kind === 'available' || a.kind === 'virtual_available');
}

/** The parts of the records a posting shows the user: its transfers in or out of available. */
function parts(posting: Posting): Array<[number, string | null]> {
  return posting
    .filter((t) => touchesAvailable(t.debitAccount) || touchesAvailable(t.creditAccount))
    .map((t) => {
      if (!isUserEntryType(t.type)) throw new Error(`internal type ${t.type}`);
      return [t.type, recordPartOf(t.type, t.idempotencyId)];
    });
}

describe('the part each balance record names', () => {
  it('LR1: a close is three records, margin returned, profit/loss and fee', () => {
    const { posting } = postClosePosition(ctx(1, 'order:7:cover', 'order:7'), 'real', {
      marginMinor: inr('500.00'),
      pnlMinor: minor(-inr('40.00')),
      closingFeeMinor: inr('2.50'),
      availableMinor: inr('100.00'),
    });
    expect(parts(posting)).toEqual([
      [EntryType.COVER, 'marginReturned'],
      [EntryType.COVER, 'profitLoss'],
      [EntryType.COVER, 'fee'],
    ]);
    const gain = postClosePosition(ctx(1, 'order:8:cover', 'order:8'), 'real', {
      marginMinor: inr('500.00'),
      pnlMinor: inr('40.00'),
      closingFeeMinor: inr('2.50'),
      availableMinor: inr('100.00'),
    });
    expect(parts(gain.posting).map(([, part]) => part)).toEqual(['marginReturned', 'profitLoss', 'fee']);
  });

  it('LR1: a converted close names the account side of each conversion (the -fx leg) too', () => {
    const conversion = {
      instrumentCurrency: 'USD',
      instrumentAmountMinor: inr('10.00'),
      accountCurrency: 'INR',
      accountAmountMinor: inr('849.00'),
      rate: '84.9',
    };
    const { posting } = postClosePosition(ctx(1, 'order:9:cover', 'order:9'), 'real', {
      marginMinor: inr('500.00'),
      pnlMinor: inr('849.00'),
      closingFeeMinor: inr('2.50'),
      availableMinor: inr('100.00'),
      fx: { pnl: conversion, closingFee: null },
    });
    expect(parts(posting).map(([, part]) => part)).toEqual(['marginReturned', 'profitLoss', 'fee']);
  });

  it('LR1: an opening names margin, fee and insurance', () => {
    const posting = postOpenPosition(ctx(1, 'order:3:open', 'order:3'), 'real', {
      marginMinor: inr('100.00'),
      openingFeeMinor: inr('1.00'),
      insuranceCostMinor: inr('3.00'),
    });
    expect(parts(posting).map(([, part]) => part)).toEqual(['margin', 'fee', 'insurance']);
  });

  it('LR1: a group order names its deposit and the rest paid; an AI settlement its return and gain', () => {
    expect(parts(postGroupJoin(ctx(1, 'group-order:2:join'), 'real', inr('50.00')))).toEqual([
      [EntryType.GROUP_DEDUCTION, 'deposit'],
    ]);
    const rest = postGroupPayRest(ctx(1, 'group-order:2:pay'), 'real', inr('50.00'), inr('150.00'));
    expect(parts(rest)[0]).toEqual([EntryType.GROUP_DEDUCTION, 'balancePaid']);
    expect(parts(postAiSettlement(ctx(1, 'ai:4:settle'), inr('100.00'), inr('12.00'))).map(([, p]) => p)).toEqual([
      'amountReturned',
      'profitLoss',
    ]);
  });

  it('LR1: a subscription is its payment, unnamed, and its application fee', () => {
    const posting = postNewShareSubscription(ctx(1, 'new_share:5:pay', 'new_share:5'), 'real', 8, {
      amountMinor: inr('1000.00'),
      conversion: null,
      feeMinor: inr('15.00'),
      feeConversion: null,
    });
    expect(parts(posting)).toEqual([
      [EntryType.NEW_SHARE_DEDUCTION, null],
      [EntryType.NEW_SHARE_DEDUCTION, 'fee'],
    ]);
  });

  it('LR1: an id without a leg, or a type of one leg, names no part', () => {
    expect(recordPartOf(EntryType.COVER, 'order:1:cover')).toBeNull();
    expect(recordPartOf(EntryType.RECHARGE, 'charge:1:approve/deposit')).toBeNull();
  });
});

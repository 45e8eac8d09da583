// The held order, quote and ledger the pure close decisions are tested on (decide-cover, decide-engine-workflows, decide-exit-and-demo-reset).
import { accountKey, userAccounts } from '../../src/ledger/index';
import { type Minor, minor, ticks } from '../../src/money';
import type { HeldOrderFacts } from '../../src/trading/index';
import { inr, TestLedger } from '../ledger/harness';

export const NOW_MS = Date.UTC(2026, 11, 1, 6, 0);

/** One hand of a buy held at 1000.00 by user 3, with ₹100 margin, in rupees; `change` overrides any field. */
export const held = (change: Partial<HeldOrderFacts> = {}): HeldOrderFacts => ({
  id: 9,
  userId: 3,
  accountSet: 'real',
  currency: 'INR',
  status: 'BUILD',
  closeReason: null,
  direction: 'buy',
  buildPriceTicks: ticks(100_000n),
  hands: 1,
  handCount: 1,
  decimals: 2,
  stopLossTicks: null,
  takeProfitTicks: null,
  insured: false,
  marginMinor: inr('100'),
  openingFeeMinor: inr('0.50'),
  insuranceCostMinor: minor(0n),
  overnightFeeMinor: inr('0.20'),
  ...change,
});

/** A quote at `bidTicks` with a spread of ten ticks. */
export const quoted = (bidTicks: bigint) => ({ bidTicks: ticks(bidTicks), askTicks: ticks(bidTicks + 10n) });

/** A ledger (applying postings by core `applyPosting`) whose user 3 holds this margin and available balance. */
export function ledgerHolding(marginMinor: Minor, availableMinor: Minor): TestLedger {
  const ledger = new TestLedger();
  const user = userAccounts(3, 'real', 'INR');
  ledger.balances = new Map([
    [accountKey(user.margin), marginMinor],
    [accountKey(user.available), availableMinor],
    ['platform/deposits/INR', minor(-(marginMinor + availableMinor))],
  ]);
  return ledger;
}

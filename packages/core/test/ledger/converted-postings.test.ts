// Proves that trading postings of a yen-priced position in a rupee account go through the fx accounts: the rupee legs and yen legs each balance (L1), every leg recomputes from its recorded rate (X1, X2), demo money converts without touching a real account (L5), and a part-waived overnight fee still recomputes exactly.
import { describe, expect, it } from 'vitest';
import {
  accountFx,
  convertAmount,
  convertPnl,
  fxBook,
  pairQuote,
  platformAccount,
  postClosePosition,
  postConvertedDeposit,
  postConvertedWithdrawPaid,
  postDeposit,
  postOpenPosition,
  postOvernightFee,
  postSignupBonus,
  postWithdrawRequest,
  quoteRate,
} from '../../src/index';
import { minor } from '../../src/money';
import { ctx, inr, TestLedger } from './harness';

function jpyInr() {
  const pairs = [pairQuote('USDINR', '88.6000', '88.7000'), pairQuote('USDJPY', '154.400', '154.600')].map((p) => {
    if (!p.ok) throw new Error('bad quote');
    return p.value;
  });
  const fx = accountFx(fxBook(pairs), 'JPY', 'INR', 30n);
  if (!fx.ok) throw new Error('no rate');
  return fx.value;
}

describe('postings converted from yen', () => {
  it('X1, X2, L1: opening pays its yen fee into fee_income/JPY through fx/INR and fx/JPY; a gain comes back the same way', () => {
    const fx = jpyInr();
    const ledger = new TestLedger();
    ledger.post(postDeposit(ctx(1, 'charge:1:approve'), inr('100000.00')));
    const margin = convertAmount(fx, minor(56_020n), 'pay');
    const fee = convertAmount(fx, minor(140n), 'pay');
    ledger.post(
      postOpenPosition(ctx(1, 'order:1:open', 'order:1'), 'real', {
        marginMinor: margin.accountMinor,
        openingFeeMinor: fee.accountMinor,
        insuranceCostMinor: minor(0n),
        fx: { openingFee: fee.conversion, insurance: null },
      }),
    );
    expect(ledger.balance(platformAccount('fx', 'INR'))).toBe(fee.accountMinor);
    expect(ledger.balance(platformAccount('fx', 'JPY'))).toBe(-140n);
    expect(ledger.balance(platformAccount('fee_income', 'JPY'))).toBe(140n);
    expect(ledger.platform('fee_income')).toBe(0n);

    // ¥10,000 gain at the receive rate, ¥141 closing fee at the pay rate.
    const pnl = convertPnl(fx, minor(10_000n));
    const closingFee = convertAmount(fx, minor(141n), 'pay');
    const before = ledger.user(1).available;
    const { posting, absorbedMinor } = postClosePosition(ctx(1, 'order:1:cover', 'order:1'), 'real', {
      marginMinor: margin.accountMinor,
      pnlMinor: pnl.accountMinor,
      closingFeeMinor: closingFee.accountMinor,
      availableMinor: before,
      fx: { pnl: pnl.conversion, closingFee: closingFee.conversion },
    });
    ledger.post(posting);
    expect(absorbedMinor).toBe(0n);
    expect(ledger.user(1)).toEqual({
      available: before + margin.accountMinor + pnl.accountMinor - closingFee.accountMinor,
      locked: 0n,
      margin: 0n,
    });
    expect(ledger.balance(platformAccount('trading_pnl', 'JPY'))).toBe(-10_000n);
    expect(pnl.accountMinor).toBeLessThan(convertAmount(fx, minor(10_000n), 'pay').accountMinor);
  });

  it('L5, X2: demo money converts against virtual_issuance alone', () => {
    const fx = jpyInr();
    const ledger = new TestLedger();
    ledger.post(postSignupBonus(ctx(2, 'signup:2'), inr('1000.00')));
    const fee = convertAmount(fx, minor(500n), 'pay');
    ledger.post(
      postOpenPosition(ctx(2, 'order:2:open', 'order:2'), 'virtual', {
        marginMinor: minor(10_000n),
        openingFeeMinor: fee.accountMinor,
        insuranceCostMinor: minor(0n),
        fx: { openingFee: fee.conversion, insurance: null },
      }),
    );
    expect(ledger.balance(platformAccount('fx', 'INR'))).toBe(0n);
    expect(ledger.balance(platformAccount('virtual_issuance', 'JPY'))).toBe(0n);
    expect(ledger.transfers.filter((t) => t.conversion !== undefined)).toHaveLength(1);
  });

  it('X1: an overnight fee that available cannot pay in full collects the largest yen amount it can, recorded exactly', () => {
    const fx = jpyInr();
    const ledger = new TestLedger();
    ledger.post(postDeposit(ctx(3, 'charge:3:approve'), inr('1.00')));
    const feeInstrument = minor(1_000n); // ¥1,000 ≈ ₹575: far more than ₹1.00
    const feeAccount = convertAmount(fx, feeInstrument, 'pay').accountMinor;
    const { posting, waivedMinor } = postOvernightFee(
      ctx(3, 'overnight:3:2026-11-24', 'order:3'),
      'real',
      feeAccount,
      inr('1.00'),
      {
        feeInstrumentMinor: feeInstrument,
        rate: fx.pay,
      },
    );
    ledger.post(posting);
    const paid = 100n - ledger.user(3).available;
    expect(paid).toBeGreaterThan(0n);
    expect(paid).toBeLessThanOrEqual(100n);
    expect(waivedMinor).toBe(feeAccount - paid);
    expect(ledger.balance(platformAccount('fee_income', 'JPY'))).toBe(1n);
  });
});

/** A conversion between two currencies is never null; the test fails loudly if it were. */
function converted<T>(conversion: T | null): T {
  if (conversion === null) throw new Error('expected a conversion');
  return conversion;
}

describe('money in and out in USDT', () => {
  function usdtInr() {
    const pair = pairQuote('USDINR', '88.6000', '88.7000');
    if (!pair.ok) throw new Error('bad quote');
    const fx = accountFx(fxBook([pair.value]), 'USDT', 'INR', 30n);
    if (!fx.ok) throw new Error('no rate');
    return fx.value;
  }

  it('X6: USDT is priced as a dollar at par (the feed quotes no USDT pair), the spread still charged', () => {
    const usdInr = pairQuote('USDINR', '88.6000', '88.7000');
    if (!usdInr.ok) throw new Error('bad quote');
    const par = quoteRate(fxBook([usdInr.value]), 'USDT', 'INR', 'receive', 0n);
    expect(par.ok && par.value.rate).toEqual({ numerator: 88_650_000_000_000n, scale: 12 });
    const spread = quoteRate(fxBook([usdInr.value]), 'INR', 'USDT', 'pay', 30n);
    const dollar = quoteRate(fxBook([usdInr.value]), 'INR', 'USD', 'pay', 30n);
    expect(spread.ok && dollar.ok && spread.value.rate).toEqual(dollar.ok && dollar.value.rate);
  });

  it('X1, X2, L1: a 100 USDT recharge credits its rupees at the receive rate through fx/USDT and fx/INR; a payout in USDT takes exactly the held rupees', () => {
    const fx = usdtInr();
    const ledger = new TestLedger();
    const deposit = convertAmount(fx, minor(10_000n), 'receive');
    // 100 USDT × 88.65 × (1 − 0.003) = ₹8,838.405 → ₹8,838.41.
    expect(deposit.accountMinor).toBe(883_841n);
    ledger.post(postConvertedDeposit(ctx(1, 'charge:1:approve', 'charge:1'), converted(deposit.conversion)));
    expect(ledger.user(1).available).toBe(883_841n);
    expect(ledger.balance(platformAccount('client_money', 'USDT'))).toBe(-10_000n);
    expect(ledger.balance(platformAccount('fx', 'USDT'))).toBe(10_000n);
    expect(ledger.balance(platformAccount('fx', 'INR'))).toBe(-883_841n);

    // 50 USDT out at the pay rate: the rupees held are its conversion, and exactly those leave.
    const payout = convertAmount(fx, minor(5_000n), 'pay');
    ledger.post(postWithdrawRequest(ctx(1, 'withdraw:1:request', 'withdraw:1'), payout.accountMinor));
    ledger.post(
      postConvertedWithdrawPaid(ctx(1, 'withdraw:1:paid', 'withdraw:1'), converted(payout.conversion), 'TX1'),
    );
    expect(ledger.user(1)).toEqual({ available: 883_841n - payout.accountMinor, locked: 0n, margin: 0n });
    expect(ledger.balance(platformAccount('client_money', 'USDT'))).toBe(-5_000n);
    expect(payout.accountMinor).toBeGreaterThan(deposit.accountMinor / 2n);
  });
});

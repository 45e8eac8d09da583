import { describe, expect, it } from 'vitest';
import {
  applyStatusEvent,
  decideUpiPayment,
  maskUpiId,
  minor,
  parseSettlementCsv,
  reconcileSettlement,
  UPI_PAYMENT_LIFECYCLE,
  type UpiOrderView,
  upiIntentUrl,
  webhookIsFresh,
} from '../../src';

const order: UpiOrderView = {
  id: 7,
  userId: 3,
  currency: 'INR',
  amountMinor: 50_000n,
  status: 'pending',
  gatewayPaymentId: null,
};
const capture = {
  kind: 'captured',
  paymentId: 'pay_1',
  amountMinor: 50_000n,
  currency: 'INR',
  payerVpa: 'ravi.kumar@okaxis',
} as const;

describe('UPI decisions', () => {
  it('UP1: the intent link carries payee, amount, INR and the order as reference', () => {
    expect(
      upiIntentUrl({
        payeeVpa: 'demo@bank',
        payeeName: 'Demo Broker',
        amount: '500.00',
        reference: 'order_1',
        note: 'Recharge 1',
      }),
    ).toBe('upi://pay?pa=demo%40bank&pn=Demo%20Broker&am=500.00&cu=INR&tr=order_1&tn=Recharge%201');
  });

  it('UP2: a webhook is fresh within 5 minutes either side of our clock', () => {
    expect(webhookIsFresh(1_000_000, 1_000_000 + 5 * 60_000)).toBe(true);
    expect(webhookIsFresh(1_000_000, 1_000_000 + 5 * 60_000 + 1)).toBe(false);
    expect(webhookIsFresh(1_000_000 + 5 * 60_000 + 1, 1_000_000)).toBe(false);
  });

  it('UP3: a capture of a pending order credits its amount once, type 1, naming the payment and the masked payer', () => {
    const decision = decideUpiPayment(order, capture);
    expect(decision.ok).toBe(true);
    if (!decision.ok || decision.value?.event !== 'credit') throw new Error('no credit');
    expect(decision.value.payerVpaMasked).toBe('ra********@okaxis');
    const [transfer, ...rest] = decision.value.posting;
    expect(rest).toHaveLength(0);
    expect(transfer).toMatchObject({
      type: 1,
      amountMinor: 50_000n,
      idempotencyId: 'upi:pay_1:credit/deposit',
      ref: 'upi:7',
      remark: 'UPI pay_1 from ra********@okaxis',
    });
  });

  it('UP3: the same payment again changes nothing', () => {
    expect(decideUpiPayment({ ...order, status: 'credited', gatewayPaymentId: 'pay_1' }, capture)).toEqual({
      ok: true,
      value: null,
    });
  });

  it('UP4: another amount or currency is refused', () => {
    expect(decideUpiPayment(order, { ...capture, amountMinor: 49_999n })).toMatchObject({ ok: false, rule: 'UP4' });
    expect(decideUpiPayment(order, { ...capture, currency: 'USD' })).toMatchObject({ ok: false, rule: 'UP4' });
  });

  it('UP5: a failure fails a pending order with the reason; a capture of a final order is refused', () => {
    expect(decideUpiPayment(order, { kind: 'failed', paymentId: 'pay_2', reason: 'declined' })).toEqual({
      ok: true,
      value: { event: 'decline', paymentId: 'pay_2', reason: 'declined' },
    });
    expect(decideUpiPayment({ ...order, status: 'expired' }, capture)).toMatchObject({ ok: false, rule: 'UP5' });
    expect(decideUpiPayment({ ...order, status: 'credited', gatewayPaymentId: 'pay_9' }, capture)).toMatchObject({
      ok: false,
      rule: 'UP5',
    });
  });

  it('UP5, UP6: each end of the lifecycle is final', () => {
    for (const end of ['credited', 'failed', 'expired'] as const)
      for (const event of ['credit', 'decline', 'expire'] as const)
        expect(applyStatusEvent(UPI_PAYMENT_LIFECYCLE, end, event).ok).toBe(false);
    expect(applyStatusEvent(UPI_PAYMENT_LIFECYCLE, 'pending', 'expire')).toEqual({ ok: true, value: 'expired' });
  });

  it('UP3: a masked UPI id keeps two characters and the bank', () => {
    expect(maskUpiId('ab@ybl')).toBe('a*@ybl');
    expect(maskUpiId('9876543210@paytm')).toBe('98********@paytm');
  });
});

describe('UP7: settlement', () => {
  it('reads a settlement file and refuses one it cannot read whole', () => {
    const file = 'payment_id,order_id,amount,currency,fee,tax,settled_at\npay_1,order_1,500.00,INR,0.00,0.00,x\n';
    expect(parseSettlementCsv(file)).toEqual({
      ok: true,
      value: [{ paymentId: 'pay_1', orderId: 'order_1', amountMinor: 50_000n, currency: 'INR' }],
    });
    expect(parseSettlementCsv('payment_id,amount\npay_1,5').ok).toBe(false);
    expect(parseSettlementCsv('payment_id,order_id,amount,currency\npay_1,order_1,abc,INR').ok).toBe(false);
  });

  it('names every payment on one side only or with another amount, with both sides', () => {
    const p = (paymentId: string, amount: bigint) => ({
      paymentId,
      orderId: `o_${paymentId}`,
      amountMinor: minor(amount),
      currency: 'INR',
    });
    const differences = reconcileSettlement(
      [p('a', 100n), p('b', 200n), p('c', 300n)],
      [p('a', 100n), p('b', 250n), p('d', 400n)],
    );
    expect(differences).toEqual([
      { paymentId: 'b', gateway: p('b', 200n), ours: p('b', 250n) },
      { paymentId: 'c', gateway: p('c', 300n), ours: null },
      { paymentId: 'd', gateway: null, ours: p('d', 400n) },
    ]);
    expect(reconcileSettlement([p('a', 1n)], [p('a', 1n)])).toEqual([]);
  });
});

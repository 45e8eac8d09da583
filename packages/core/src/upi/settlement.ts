import { type Minor, parseMoney } from '../money';
import { type Checked, err, ok } from '../result';

/** One payment of a settlement: as the gateway's file states it, or as our credited recharge records it. */
export interface SettledPayment {
  readonly paymentId: string;
  readonly orderId: string;
  readonly amountMinor: Minor;
  readonly currency: string;
}

/** A difference of UP7: the payment as each side has it (null where that side has none). */
export interface SettlementDifference {
  readonly paymentId: string;
  readonly gateway: SettledPayment | null;
  readonly ours: SettledPayment | null;
}

/** The columns a settlement file starts with (the simulated gateway's, shaped like Razorpay's report). */
export const SETTLEMENT_CSV_HEADER = 'payment_id,order_id,amount,currency,fee,tax,settled_at';

/**
 * UP7: reads a settlement file: a header naming at least payment_id, order_id, amount and currency,
 * then one line per captured payment (amount in rupees, two decimals). Refuses a file it cannot read
 * whole, so a half-read file never passes for a reconciled day.
 */
export function parseSettlementCsv(text: string): Checked<SettledPayment[], string> {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = lines[0]?.split(',').map((c) => c.trim());
  if (!header) return err('empty file');
  const col = (name: string) => header.indexOf(name);
  const [pid, oid, amt, cur] = [col('payment_id'), col('order_id'), col('amount'), col('currency')];
  if (pid < 0 || oid < 0 || amt < 0 || cur < 0) return err('the header lacks payment_id, order_id, amount or currency');
  const rows: SettledPayment[] = [];
  for (const [i, line] of lines.slice(1).entries()) {
    const cells = line.split(',').map((c) => c.trim());
    const amount = parseMoney(cells[amt] ?? '');
    const paymentId = cells[pid] ?? '';
    if (!amount.ok || paymentId === '') return err(`line ${i + 2} is not a payment`);
    rows.push({ paymentId, orderId: cells[oid] ?? '', amountMinor: amount.value, currency: cells[cur] ?? '' });
  }
  return ok(rows);
}

/**
 * UP7: the differences between a day's settlement file and the recharges we credited that day, by
 * payment id: a payment on one side only, or on both with another amount, currency or order. Empty
 * means the day reconciles.
 */
export function reconcileSettlement(
  gateway: readonly SettledPayment[],
  ours: readonly SettledPayment[],
): SettlementDifference[] {
  const theirs = new Map(gateway.map((p) => [p.paymentId, p]));
  const mine = new Map(ours.map((p) => [p.paymentId, p]));
  const ids = [...new Set([...theirs.keys(), ...mine.keys()])].sort();
  const differences: SettlementDifference[] = [];
  for (const paymentId of ids) {
    const g = theirs.get(paymentId) ?? null;
    const o = mine.get(paymentId) ?? null;
    const same =
      g !== null &&
      o !== null &&
      g.amountMinor === o.amountMinor &&
      g.currency === o.currency &&
      g.orderId === o.orderId;
    if (!same) differences.push({ paymentId, gateway: g, ours: o });
  }
  return differences;
}

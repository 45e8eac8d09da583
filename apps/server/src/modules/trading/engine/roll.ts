import {
  convertAmount,
  currencyDecimals,
  dailyRollCount,
  formatIndiaTime,
  MONEY_DECIMALS,
  minor,
  notional,
  overnightFee,
  postOvernightFee,
  quantityUnits,
  startOfIndiaDayMs,
  ticks,
} from '@demo/core';
import { inTransaction, isFailure } from '../../../db/transaction';
import { post, userBalances } from '../../../ledger/service';
import { quotedSettlementFx } from '../orders/settle';
import { positionsOwingRoll, updateOrder } from '../orders/store';
import { type TradingDeps, tradingTerms } from '../orders/terms';
import { lockIn } from './fills';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RolledPosition {
  readonly orderId: number;
  readonly userId: number;
  readonly accountSet: 'real' | 'virtual';
  /** What was collected; less than the fee when available could not pay it all (core postOvernightFee). */
  readonly paidMinor: bigint;
}

/**
 * The daily roll (O8): every position held across 00:00 India time pays notional (at its build
 * price) × tradeDelayRate once per roll it was held over, counted by core `dailyRollCount` from the
 * last roll it paid. Each position is its own transaction, and each fee's ledger idempotency id names
 * the order and the India date (`overnight:<orderId>:<yyyy-mm-dd>`), so running the roll twice, or on
 * two nodes, charges once. A roll missed while no engine ran is caught up on the next.
 */
export async function rollDay(deps: TradingDeps, nowMs: number): Promise<RolledPosition[]> {
  const rollMs = startOfIndiaDayMs(nowMs);
  const rolled: RolledPosition[] = [];
  const terms = await tradingTerms(deps, nowMs);
  for (const orderId of await positionsOwingRoll(deps.db, rollMs)) {
    const done = await inTransaction(deps.db, async (tx) => {
      const row = await lockIn(tx, orderId, 'BUILD');
      if (!row || row.buildPriceTicks === null) return null;
      const since = row.rolledAt ?? row.buildTime ?? nowMs;
      const count = dailyRollCount(since, nowMs);
      if (count === 0) return null;
      const units = quantityUnits(row.hands, row.handCount);
      // X1: the fee is computed in the instrument's currency and converted at the roll's pay rate.
      // Without a rate yet, this position waits for the next roll (it catches up): one missing rate
      // never stops the roll of every other position.
      const fx = quotedSettlementFx(row, terms);
      if (fx === null) {
        deps.log.warn({ orderId: row.id }, 'overnight fee waits: no rate for its currencies yet');
        return null;
      }
      const moneyDecimals = fx === undefined ? MONEY_DECIMALS : currencyDecimals(fx.instrumentCurrency);
      const feeInstrument = overnightFee(
        notional(ticks(row.buildPriceTicks), row.decimals, units, moneyDecimals),
        terms.settings.tradeDelayRate,
      );
      const fee = fx === undefined ? feeInstrument : convertAmount(fx, feeInstrument, 'pay').accountMinor;
      const overnightFx = fx === undefined ? undefined : { feeInstrumentMinor: feeInstrument, rate: fx.pay };
      let paid = 0n;
      for (let i = count - 1; i >= 0; i--) {
        const date = formatIndiaTime(rollMs - i * DAY_MS, 'YYYY-MM-DD');
        const { availableMinor } = await userBalances(tx, row.userId, row.accountSet, row.currency, {
          forUpdate: true,
        });
        const ctx = {
          userId: row.userId,
          currency: row.currency,
          ref: `order:${row.id}`,
          eventId: `overnight:${row.id}:${date}`,
        };
        const { posting, waivedMinor } = postOvernightFee(ctx, row.accountSet, fee, availableMinor, overnightFx);
        if (posting.length === 0) continue;
        const outcome = await post(tx, posting);
        if (!outcome.ok) throw new Error(`overnight fee of order ${row.id} was refused: ${outcome.error.detail}`);
        paid += fee - waivedMinor;
      }
      await updateOrder(tx, row.id, { rolledAt: rollMs, overnightFeeMinor: minor(row.overnightFeeMinor + paid) });
      return { orderId: row.id, userId: row.userId, accountSet: row.accountSet, paidMinor: paid };
    });
    if (done && !isFailure(done)) rolled.push(done);
  }
  return rolled;
}

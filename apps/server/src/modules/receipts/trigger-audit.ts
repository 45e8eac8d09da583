import { CANDLES_MAX, Code, type KlinePeriod, type TriggerAudit } from '@demo/contract';
import {
  auditTrigger,
  crossesDownward,
  type FiredTick,
  formatPrice,
  MINUTE_MS,
  type TriggerKind,
  ticks,
  watchedSide,
} from '@demo/core';
import { fail, ok, type Result } from '../../lib/result';
import { NO_SUCH_ORDER, type ReceiptDeps } from './service';
import { type OrderRowOf, orderById } from './store';

/** How long after its window ends a trigger audit is answered (RC4): 90 days. */
export const TRIGGER_AUDIT_KEEP_MS = 90 * 24 * 60 * 60 * 1000;
/** The longest window one audit reads candles for (its last week when longer), so one audit stays one read. */
export const TRIGGER_AUDIT_WINDOW_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** The candle periods an audit reads, finest first: the finest whose CANDLES_MAX candles cover the window. */
const PERIODS: ReadonlyArray<readonly [KlinePeriod, number]> = [
  ['1min', MINUTE_MS],
  ['5min', 5 * MINUTE_MS],
  ['15min', 15 * MINUTE_MS],
  ['60min', 60 * MINUTE_MS],
];

/** The customer's own order's trigger audit; another's answers as if it did not exist. */
export async function customerTriggerAudit(
  deps: ReceiptDeps,
  userId: number,
  p: { orderId: number; from?: number | undefined; to?: number | undefined },
): Promise<Result<TriggerAudit>> {
  const row = await orderById(deps.db, p.orderId);
  if (!row || row.userId !== userId) return fail(Code.ABNORMAL_DATA, NO_SUCH_ORDER);
  return ok(await auditOf(deps, row, p));
}

/** Any customer's order's trigger audit, for staff (RC6). */
export async function staffTriggerAudit(deps: ReceiptDeps, orderId: number): Promise<Result<TriggerAudit>> {
  const row = await orderById(deps.db, orderId);
  if (!row) return fail(Code.ABNORMAL_DATA, NO_SUCH_ORDER);
  return ok(await auditOf(deps, row, {}));
}

/** What the order watched and what, if anything, set it off, from its row (RC4). */
function triggerOf(row: OrderRowOf): { kinds: TriggerKind[]; watched: TriggerKind | null; fired: FiredTick | null } {
  const pending = row.status === 'CREATED' || row.status === 'QUEUED' || row.closeReason === 'expired';
  const stopKind: TriggerKind = row.trailingDistanceTicks === null ? 'stop_loss' : 'trailing_stop';
  const kinds: TriggerKind[] = pending
    ? [
        ...(row.limitPriceTicks === null ? [] : ['limit' as const]),
        ...(row.validUntil === null ? [] : ['expiry' as const]),
      ]
    : [
        ...(row.stopLossTicks === null ? [] : [stopKind]),
        ...(row.takeProfitTicks === null ? [] : ['take_profit' as const]),
      ];
  const watched = pending ? (row.limitPriceTicks === null ? null : 'limit') : (kinds[0] ?? null);
  const tick = (kind: TriggerKind): FiredTick | null =>
    row.coverTime === null
      ? null
      : {
          kind,
          timeMs: row.coverQuoteTime ?? row.coverTime,
          seq: row.coverQuoteSeq,
          bidTicks: row.coverBidTicks,
          askTicks: row.coverAskTicks,
          priceTicks: row.coverPriceTicks,
        };
  const byReason: Partial<Record<string, TriggerKind>> = {
    stop_loss: stopKind,
    take_profit: 'take_profit',
    force_cover: 'force_cover',
    expired: 'expiry',
  };
  const firedKind = row.closeReason === null ? undefined : byReason[row.closeReason];
  const fired = firedKind === undefined ? null : tick(firedKind);
  if (firedKind === 'force_cover' && !kinds.includes('force_cover')) kinds.push('force_cover');
  return { kinds, watched: firedKind === 'take_profit' ? 'take_profit' : watched, fired };
}

/**
 * The audit of one order (RC4, RC5): the trigger it watched, the tick that fired it (from the fill's
 * recorded quote) or, in the window asked (its life by default: placed or filled until closed or now,
 * at most its last TRIGGER_AUDIT_WINDOW_MAX_MS), the nearest its watched side came to the level, from the
 * minute candles, and why it did not fire. A window that ended more than TRIGGER_AUDIT_KEEP_MS ago is
 * not audited any more (`beyond_retention`).
 */
async function auditOf(
  deps: ReceiptDeps,
  row: OrderRowOf,
  p: { from?: number | undefined; to?: number | undefined },
): Promise<TriggerAudit> {
  const nowMs = deps.now();
  const { kinds, watched, fired } = triggerOf(row);
  const level =
    watched === 'limit'
      ? row.limitPriceTicks
      : watched === 'take_profit'
        ? row.takeProfitTicks
        : watched === 'stop_loss' || watched === 'trailing_stop'
          ? row.stopLossTicks
          : null;
  const watching = watched === 'limit' ? ('entry' as const) : ('exit' as const);
  const toMs = Math.min(p.to ?? row.coverTime ?? nowMs, nowMs);
  const fromMs = Math.max(p.from ?? row.buildTime ?? row.commitTime, toMs - TRIGGER_AUDIT_WINDOW_MAX_MS);
  const price = (value: bigint | null) => (value === null ? null : formatPrice(ticks(value), row.decimals));
  const base = {
    orderId: row.id,
    code: row.code,
    decimals: row.decimals,
    kinds,
    level: price(level),
    side: watched === null ? null : watchedSide({ direction: row.direction, watching }),
    from: fromMs,
    to: toMs,
  };
  const firedView = fired && {
    kind: fired.kind,
    seq: fired.seq,
    time: fired.timeMs,
    price: price(fired.priceTicks) ?? '',
    bid: price(fired.bidTicks),
    ask: price(fired.askTicks),
  };
  if (nowMs - toMs > TRIGGER_AUDIT_KEEP_MS) {
    return { ...base, fired: firedView, nearest: null, reason: 'beyond_retention' };
  }
  const product = deps.book.product(row.code);
  const spanMs = Math.max(0, toMs - fromMs);
  const [period] = PERIODS.find(([, lengthMs]) => spanMs / lengthMs <= CANDLES_MAX) ?? ['60min'];
  const candles =
    product && toMs > fromMs
      ? await deps.book.history.candles(product, period, { fromMs, toMs }, deps.book.holidays(), nowMs)
      : [];
  // A candle that began before the window but ended in it counts only from the window's own minutes.
  const inWindow = candles.filter((c) => c.time >= fromMs - (fromMs % MINUTE_MS) && c.time < toMs);
  const halted = product !== undefined && (deps.halts?.haltOn(product) ?? null) !== null;
  const audit = auditTrigger({
    direction: row.direction,
    watching,
    levelTicks: level,
    crossesDownward: crossesDownward(
      watched === 'take_profit' ? 'take_profit' : watched === 'limit' ? 'limit' : 'stop_loss',
      row.direction,
    ),
    spreadTicks: product?.instrument.spreadTicks ?? 0,
    fired,
    insured: row.insurance,
    candles: inWindow,
    halted,
  });
  return {
    ...base,
    fired: firedView,
    nearest: audit.nearest && { price: price(audit.nearest.priceTicks) ?? '', time: audit.nearest.timeMs },
    reason: audit.reason,
  };
}

import { type AlertAudit, CANDLES_MAX, Code, type KlinePeriod, type Locale, type TriggerAudit } from '@demo/contract';
import {
  ALERT_RATE_DECIMALS,
  auditTrigger,
  crossesDownward,
  type FiredTick,
  formatMoney,
  formatPrice,
  MINUTE_MS,
  minor,
  type TriggerKind,
  ticks,
  watchedSide,
} from '@demo/core';
import { fail, ok, type Result } from '../../lib/result';
import { TRIGGER_FIRINGS_KEEP_MS } from '../trading';
import { NO_SUCH_ORDER, type ReceiptDeps } from './service';
import {
  alertById,
  alertFiring,
  type FiringRow,
  type HaltHistoryRow,
  haltsOverlapping,
  type OrderRowOf,
  orderById,
  orderFiring,
} from './store';

/** How long after its window ends a trigger audit is answered (RC4): 90 days, as firings are kept (RC8). */
const TRIGGER_AUDIT_KEEP_MS = TRIGGER_FIRINGS_KEEP_MS;
/** The longest window one audit reads candles for (its last week when longer), so one audit stays one read. */
const TRIGGER_AUDIT_WINDOW_MAX_MS = 7 * 24 * 60 * 60 * 1000;
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
  p: Window & { orderId: number },
  locale: Locale,
): Promise<Result<TriggerAudit>> {
  const row = await orderById(deps.db, p.orderId);
  if (!row || row.userId !== userId) return fail(Code.ABNORMAL_DATA, NO_SUCH_ORDER);
  return ok(await auditOf(deps, row, p, locale));
}

/** Any customer's order's trigger audit, for staff (RC6). */
export async function staffTriggerAudit(
  deps: ReceiptDeps,
  orderId: number,
  locale: Locale,
): Promise<Result<TriggerAudit>> {
  const row = await orderById(deps.db, orderId);
  if (!row) return fail(Code.ABNORMAL_DATA, NO_SUCH_ORDER);
  return ok(await auditOf(deps, row, {}, locale));
}

type ProductOf = NonNullable<ReturnType<ReceiptDeps['book']['product']>>;

type Window = { from?: number | undefined; to?: number | undefined };

/** Says that the alert is not one of the caller's, of the `alertId` field. */
const NO_SUCH_ALERT = { en: 'alertId: no such alert', hi: 'alertId: ऐसा कोई अलर्ट नहीं है' } as const;

/** A firing as the audit shows it: its tick's seq and time, the fill price, bid and ask in the product's decimals. */
function firedViewOf(fired: FiredTick, price: (value: bigint | null) => string | null) {
  return {
    kind: fired.kind,
    seq: fired.seq,
    time: fired.timeMs,
    price: price(fired.priceTicks),
    bid: price(fired.bidTicks),
    ask: price(fired.askTicks),
  };
}

/** The tick a stored firing names (RC7). */
function firedTickOf(row: FiringRow, kind: TriggerKind): FiredTick {
  return {
    kind,
    timeMs: row.firedAt,
    seq: row.seq,
    bidTicks: row.bidTicks,
    askTicks: row.askTicks,
    priceTicks: row.priceTicks,
  };
}

/** The halt a `halted` audit names, in the reader's language (HL10, RC9). */
function haltView(halt: HaltHistoryRow | null, locale: Locale): TriggerAudit['halt'] {
  if (!halt) return null;
  return {
    scope: halt.scope === 'market' ? 'market' : 'code',
    target: halt.target,
    reason: locale === 'hi' && halt.reasonHi ? halt.reasonHi : halt.reason,
    since: halt.haltedAt,
    until: halt.resumedAt,
  };
}

/** The window's candles at the finest period whose CANDLES_MAX cover it, only the window's own minutes. */
async function windowCandles(deps: ReceiptDeps, product: ProductOf | undefined, fromMs: number, toMs: number) {
  if (!product || toMs <= fromMs) return [];
  const [period] = PERIODS.find(([, lengthMs]) => (toMs - fromMs) / lengthMs <= CANDLES_MAX) ?? ['60min'];
  const candles = await deps.book.history.candles(product, period, { fromMs, toMs }, deps.book.holidays(), deps.now());
  // A candle that began before the window but ended in it counts only from the window's own minutes.
  return candles.filter((c) => c.time >= fromMs - (fromMs % MINUTE_MS) && c.time < toMs);
}

/** The halts of the product or its market that overlapped the window, as the core audit takes them. */
async function windowHalts(deps: ReceiptDeps, product: ProductOf | undefined, fromMs: number, toMs: number) {
  if (!product) return [];
  const rows = await haltsOverlapping(deps.db, product, fromMs, toMs);
  return rows.map((row) => ({ row, fromMs: row.haltedAt, toMs: row.resumedAt }));
}

/**
 * A price alert's audit (RC10): the customer's own alert; the latest firing in the window (from the
 * stored firings), or, when none, the nearest the price came to a price level and whether a halt
 * explains it. A change-rate alert's level is not a price: it answers its firing or `not_reached`
 * (`market_closed` without a traded minute) with no nearest.
 */
export async function customerAlertAudit(
  deps: ReceiptDeps,
  userId: number,
  p: Window & { alertId: number },
  locale: Locale,
): Promise<Result<AlertAudit>> {
  const alert = await alertById(deps.db, p.alertId);
  if (!alert || alert.userId !== userId) return fail(Code.ABNORMAL_DATA, NO_SUCH_ALERT);
  const nowMs = deps.now();
  const toMs = Math.min(p.to ?? nowMs, nowMs);
  const fromMs = Math.max(p.from ?? alert.createdAt.getTime(), toMs - TRIGGER_AUDIT_WINDOW_MAX_MS);
  const price = (value: bigint | null) => (value === null ? null : formatPrice(ticks(value), alert.decimals));
  const byPrice = alert.condition === 'above' || alert.condition === 'below';
  const base = {
    alertId: alert.id,
    condition: alert.condition,
    code: alert.code,
    decimals: alert.decimals,
    kinds: ['alert' as const],
    level: byPrice ? price(alert.level) : formatMoney(minor(alert.level), ALERT_RATE_DECIMALS),
    side: null,
    from: fromMs,
    to: toMs,
  };
  const firing = await alertFiring(deps.db, alert.id, fromMs, toMs);
  const fired = firing ? firedTickOf(firing, 'alert') : null;
  const firedView = fired && firedViewOf(fired, price);
  if (nowMs - toMs > TRIGGER_AUDIT_KEEP_MS) {
    return ok({ ...base, fired: firedView, nearest: null, reason: 'beyond_retention', halt: null });
  }
  const product = deps.book.product(alert.code);
  const candles = await windowCandles(deps, product, fromMs, toMs);
  const halts = byPrice ? await windowHalts(deps, product, fromMs, toMs) : [];
  if (!byPrice) {
    const reason = fired ? 'reached' : candles.length === 0 ? 'market_closed' : 'not_reached';
    return ok({ ...base, fired: firedView, nearest: null, reason, halt: null });
  }
  // An alert reads the price itself: no side, no spread (AL1).
  const audit = auditTrigger({
    direction: 'buy',
    watching: 'exit',
    levelTicks: alert.level,
    crossesDownward: alert.condition === 'below',
    spreadTicks: 0,
    fired,
    insured: false,
    candles,
    halts,
  });
  return ok({
    ...base,
    fired: firedView,
    nearest: audit.nearest && { price: price(audit.nearest.priceTicks) ?? '', time: audit.nearest.timeMs },
    reason: audit.reason,
    halt: haltView(audit.halt?.row ?? null, locale),
  });
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
async function auditOf(deps: ReceiptDeps, row: OrderRowOf, p: Window, locale: Locale): Promise<TriggerAudit> {
  const nowMs = deps.now();
  const { kinds, watched, fired: firedOfRow } = triggerOf(row);
  // RC7: the firing's facts come from the stored firings; the row's own only for a fill older than them.
  const stored = firedOfRow ? await orderFiring(deps.db, row.id) : undefined;
  const fired = stored && firedOfRow ? firedTickOf(stored, firedOfRow.kind) : firedOfRow;
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
  const firedView = fired && firedViewOf(fired, price);
  if (nowMs - toMs > TRIGGER_AUDIT_KEEP_MS) {
    return { ...base, fired: firedView, nearest: null, reason: 'beyond_retention', halt: null };
  }
  const product = deps.book.product(row.code);
  const inWindow = await windowCandles(deps, product, fromMs, toMs);
  const halts = await windowHalts(deps, product, fromMs, toMs);
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
    halts,
  });
  return {
    ...base,
    fired: firedView,
    nearest: audit.nearest && { price: price(audit.nearest.priceTicks) ?? '', time: audit.nearest.timeMs },
    reason: audit.reason,
    halt: haltView(audit.halt?.row ?? null, locale),
  };
}

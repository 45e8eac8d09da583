import {
  type AccountType,
  type BrakeLogEntry,
  type BrakeStatus,
  brakeLogEntry,
  Code,
  type Locale,
  pageWindow,
  RISK_DISCLOSURE_VERSION,
} from '@demo/contract';
import {
  type AccountSet,
  type BrakeFacts,
  type BrakeScope,
  currencyDecimals,
  DISCLOSURE_NEEDED,
  decideLossLimitSet,
  formatMoney,
  KILL_SWITCH_ON,
  type KillSwitchHours,
  killSwitchUntil,
  LEVER_OVER_CAP,
  LOSS_LIMIT_REACHED,
  lossLimitNow,
  minor,
  parseMoney,
  type RuleFailure,
  realisedOn,
  scopeCovers,
  startOfIndiaDayMs,
  todayLossMinor,
} from '@demo/core';
import { inTransaction, isFailure } from '../../db/transaction';
import { type Failure, fail, ok, type Result } from '../../lib/result';
import {
  cancelOrder,
  coverOrder,
  markRow,
  openPositions,
  quoteTicks,
  type TradingDeps,
  tradingLock,
  tradingTerms,
} from '../trading';
import { brakeMessages } from './messages';
import type { BrakeRow } from './store';
import * as store from './store';

/**
 * Customer brakes (docs/SPEC.md BR1–BR11): the settings calls, the order path's facts and refusals,
 * the log, and the engine leader's pass that marks a limit reached and covers once.
 */

/** How often the engine leader checks loss limits against the prices (BR6); a customer sees a cover within it. */
export const BRAKE_PASS_INTERVAL_MS = 2_000;

const money = (value: bigint, currency: string) => formatMoney(minor(value), currencyDecimals(currency));

/** The loss of today from the day's realised P&L the brake row keeps and the open positions marked now (BR4). */
async function lossNow(
  deps: TradingDeps,
  userId: number,
  set: AccountSet,
  realisedMinor: bigint,
): Promise<{ lossMinor: bigint; realisedMinor: bigint; unrealisedMinor: bigint }> {
  const terms = await tradingTerms(deps, deps.now());
  const held = await openPositions(deps.db, userId, set, { forUpdate: false });
  const unrealisedMinor = unrealisedOf(
    held.map((row) => markRow(row, quoteTicks(deps.market.quote(row.code), row.decimals), terms).pnlMinor),
  );
  return { lossMinor: todayLossMinor(realisedMinor, unrealisedMinor), realisedMinor, unrealisedMinor };
}

function unrealisedOf(pnls: readonly bigint[]): bigint {
  return pnls.reduce((sum, p) => sum + p, 0n);
}

/**
 * The facts an order is checked against (BR3, BR6, BR8, BR18), from the row read in BEGIN's round
 * trip; undefined when the user has no brake of the set and accepted the risk disclosure, so an order
 * of theirs costs nothing more.
 */
export function brakeFactsOf(
  row: BrakeRow,
  at: { market: string; nowMs: number; dayStartMs: number; unrealisedMinor: bigint; currency: string },
): BrakeFacts | undefined {
  const limitMinor = lossLimitNow(row.lossLimit, at.nowMs).inForceMinor;
  const disclosureAccepted = row.disclosureVersion === RISK_DISCLOSURE_VERSION;
  if (row.killSwitches.length === 0 && limitMinor === null && row.leverageCap === null && disclosureAccepted)
    return undefined;
  return {
    market: at.market,
    disclosureAccepted,
    killSwitches: row.killSwitches,
    leverageCap: row.leverageCap,
    lossLimit:
      limitMinor === null
        ? null
        : {
            limitMinor,
            reachedToday: row.reachedDayMs === at.dayStartMs,
            todayLossMinor: todayLossMinor(realisedOn(row.realised, at.dayStartMs), at.unrealisedMinor),
            text: `${money(limitMinor, at.currency)} ${at.currency}`,
          },
  };
}

/** Whether the order path must mark the open positions for today's loss (a loss limit is in force). */
export function needsTodayLoss(row: BrakeRow, nowMs: number): boolean {
  return lossLimitNow(row.lossLimit, nowMs).inForceMinor !== null;
}

/** Whether core's refusal is a brake's, and so is logged (BR11). */
export function isBrakeRefusal(failure: RuleFailure): boolean {
  return [KILL_SWITCH_ON, LOSS_LIMIT_REACHED, LEVER_OVER_CAP, DISCLOSURE_NEEDED].includes(failure.message);
}

/** A brake's refusal in the words of the reply (BR3, BR6, BR8, BR18). */
export function brakeRefusal(failure: RuleFailure): Failure {
  const values = failure.values ?? {};
  if (failure.message === KILL_SWITCH_ON)
    return fail(Code.MARKET_CLOSED, brakeMessages.killSwitchOn(values.scope as BrakeScope, Number(values.untilMs)));
  if (failure.message === LOSS_LIMIT_REACHED)
    return fail(Code.MARKET_CLOSED, brakeMessages.lossLimitReached(values.limit ?? ''));
  if (failure.message === DISCLOSURE_NEEDED) return fail(Code.MARKET_CLOSED, brakeMessages.disclosureNeeded);
  return fail(Code.ABNORMAL_DATA, brakeMessages.leverOverCap(values.cap ?? ''));
}

/**
 * BR11: an order a brake refused, in the log with the figures of the refusal. A loss limit met for
 * the first time today is marked reached here too, so the rest of the day stays refused (BR6).
 */
export async function logBrakeRefusal(
  deps: TradingDeps,
  userId: number,
  set: AccountSet,
  failure: RuleFailure,
  order: { code?: string | undefined; direction: string; hands: number },
  nowMs: number,
): Promise<void> {
  const values = failure.values ?? {};
  const dayStartMs = startOfIndiaDayMs(nowMs);
  if (failure.message === LOSS_LIMIT_REACHED && (await store.markReached(deps.db, userId, set, dayStartMs)))
    await logReached(deps, userId, set, nowMs);
  await store.appendLog(deps.db, {
    userId,
    set,
    kind: 'order_refused',
    atMs: nowMs,
    detail: {
      rule: failure.rule,
      code: order.code ?? null,
      direction: order.direction,
      hands: order.hands,
      ...(values.scope === undefined ? {} : { scope: values.scope, until: Number(values.untilMs) }),
      ...(values.limit === undefined ? {} : { limit: values.limit }),
      ...(values.cap === undefined ? {} : { cap: Number(values.cap) }),
    },
  });
}

/** BR6: the limit reached, with the day's figures at that moment. */
async function logReached(deps: TradingDeps, userId: number, set: AccountSet, nowMs: number): Promise<void> {
  const terms = await tradingTerms(deps, nowMs);
  const currency = terms.currency(set);
  const row = await store.readBrakeRow(deps.db, userId, set, nowMs);
  const limit = lossLimitNow(row.lossLimit, nowMs).inForceMinor;
  const figures = await lossNow(deps, userId, set, realisedOn(row.realised, startOfIndiaDayMs(nowMs)));
  await store.appendLog(deps.db, {
    userId,
    set,
    kind: 'loss_limit_reached',
    atMs: nowMs,
    detail: {
      currency,
      limit: limit === null ? null : money(limit, currency),
      todayLoss: money(figures.lossMinor, currency),
      realised: money(figures.realisedMinor, currency),
      unrealised: money(figures.unrealisedMinor, currency),
    },
  });
}

/** `brake/loss_limit/set` (BR5): lowering applies now, raising or removing from the next India day. */
export async function setLossLimit(
  deps: TradingDeps,
  userId: number,
  p: { accountType: AccountType; amount: string; coverOnReach: boolean },
): Promise<Result<{ amount: string; effectiveFrom: number }>> {
  const nowMs = deps.now();
  const terms = await tradingTerms(deps, nowMs);
  const currency = terms.currency(p.accountType);
  const decimals = currencyDecimals(currency);
  const parsed = parseMoney(p.amount, decimals);
  if (!parsed.ok) return fail(Code.ABNORMAL_DATA, brakeMessages.amountDecimals(currency, decimals));
  const done = await inTransaction(
    deps.db,
    async (tx) => {
      const row = await store.readBrakeRow(tx, userId, p.accountType, nowMs);
      const decided = decideLossLimitSet(row.lossLimit, parsed.value, nowMs);
      await store.saveLossLimit(tx, userId, p.accountType, decided.state, p.coverOnReach);
      await store.appendLog(tx, {
        userId,
        set: p.accountType,
        kind: 'loss_limit_set',
        atMs: nowMs,
        detail: {
          currency,
          amount: money(parsed.value, currency),
          inForce: decided.state.inForceMinor === null ? null : money(decided.state.inForceMinor, currency),
          effectiveFrom: decided.effectiveFromMs,
          coverOnReach: p.coverOnReach,
        },
      });
      return decided.effectiveFromMs;
    },
    // Under the user's trading lock: an order placed meanwhile sees the limit before or after, whole.
    { advisoryLock: tradingLock(userId) },
  );
  if (isFailure(done)) return done;
  return ok({ amount: money(parsed.value, currency), effectiveFrom: done });
}

/**
 * `brake/kill_switch` (BR1–BR3): the switch's end, never earlier than one in force (BR2), stored
 * under the user's trading lock so no order slips past it; then the pending orders it covers are
 * cancelled, each as the customer's own cancel would (their holds come back).
 */
export async function setKillSwitch(
  deps: TradingDeps,
  userId: number,
  p: { accountType: AccountType; scope: BrakeScope; hours: number },
): Promise<Result<{ until: number; cancelled: number }>> {
  const nowMs = deps.now();
  const set = p.accountType;
  const until = await inTransaction(
    deps.db,
    async (tx) => {
      const existing = await store.killSwitchUntilOf(tx, userId, set, p.scope);
      return await store.saveKillSwitch(
        tx,
        userId,
        set,
        p.scope,
        killSwitchUntil(existing, p.hours as KillSwitchHours, nowMs),
      );
    },
    { advisoryLock: tradingLock(userId) },
  );
  if (isFailure(until)) return until;
  let cancelled = 0;
  for (const order of await store.pendingOrdersOf(deps.db, userId, set)) {
    if (!scopeCovers(p.scope, order.market)) continue;
    // One already filled or cancelled meanwhile answers 404: nothing left to cancel.
    if ((await cancelOrder(deps, userId, order.id)).ok) cancelled++;
  }
  await store.appendLog(deps.db, {
    userId,
    set,
    kind: 'kill_switch_set',
    atMs: nowMs,
    detail: { scope: p.scope, hours: p.hours, until, cancelled },
  });
  return ok({ until, cancelled });
}

/** `brake/leverage_cap/set` (BR8): 0 removes the cap. */
export async function setLeverageCap(
  deps: TradingDeps,
  userId: number,
  p: { accountType: AccountType; cap: number },
): Promise<Result<{ leverageCap: number | null }>> {
  const cap = p.cap === 0 ? null : p.cap;
  await store.saveLeverageCap(deps.db, userId, p.accountType, cap);
  await store.appendLog(deps.db, {
    userId,
    set: p.accountType,
    kind: 'leverage_cap_set',
    atMs: deps.now(),
    detail: { cap },
  });
  return ok({ leverageCap: cap });
}

/** `brake/disclosure/accept` (BR10): the version and the time, kept; accepting it again keeps the first. */
export async function acceptDisclosure(
  deps: TradingDeps,
  userId: number,
  p: { accountType: AccountType },
): Promise<Result<{ version: string; acceptedAt: number }>> {
  const at = new Date(deps.now());
  const done = await inTransaction(
    deps.db,
    async (tx) => {
      const saved = await store.settingsRow(tx, userId, p.accountType);
      if (saved?.disclosureVersion === RISK_DISCLOSURE_VERSION && saved.disclosureAcceptedAt)
        return saved.disclosureAcceptedAt.getTime();
      await store.saveDisclosure(tx, userId, p.accountType, RISK_DISCLOSURE_VERSION, at);
      // BR11: the acceptance is in the log with its version, as support reads it to the customer.
      await store.appendLog(tx, {
        userId,
        set: p.accountType,
        kind: 'disclosure_accepted',
        atMs: at.getTime(),
        detail: { version: RISK_DISCLOSURE_VERSION },
      });
      return at.getTime();
    },
    { advisoryLock: tradingLock(userId) },
  );
  if (isFailure(done)) return done;
  return ok({ version: RISK_DISCLOSURE_VERSION, acceptedAt: done });
}

/** `brake/status`: the brakes of the set now, with today's loss (BR4). */
export async function brakeStatus(deps: TradingDeps, userId: number, set: AccountType): Promise<Result<BrakeStatus>> {
  const nowMs = deps.now();
  const dayStartMs = startOfIndiaDayMs(nowMs);
  const terms = await tradingTerms(deps, nowMs);
  const currency = terms.currency(set);
  const row = await store.readBrakeRow(deps.db, userId, set, nowMs);
  const saved = await store.settingsRow(deps.db, userId, set);
  const figures = await lossNow(deps, userId, set, realisedOn(row.realised, dayStartMs));
  const limit = lossLimitNow(row.lossLimit, nowMs);
  return ok({
    accountType: set,
    currency,
    lossLimit: limit.inForceMinor === null ? null : money(limit.inForceMinor, currency),
    nextLossLimit:
      limit.next === null
        ? null
        : {
            amount: limit.next.amountMinor === null ? null : money(limit.next.amountMinor, currency),
            from: limit.next.fromMs,
          },
    coverOnReach: saved?.coverOnReach ?? false,
    todayLoss: money(figures.lossMinor, currency),
    reachedToday: row.reachedDayMs === dayStartMs,
    killSwitches: row.killSwitches.map((s) => ({ scope: s.scope, until: s.untilMs })).sort((a, b) => a.until - b.until),
    leverageCap: row.leverageCap,
    disclosure:
      saved?.disclosureVersion && saved.disclosureAcceptedAt
        ? { version: saved.disclosureVersion, acceptedAt: saved.disclosureAcceptedAt.getTime() }
        : null,
  });
}

/** `brake/log` and the console's `user/brakes` (BR11): newest first. */
export async function brakeLogPage(
  deps: Pick<TradingDeps, 'db'>,
  userId: number,
  p: { accountType: AccountType; page: number; size: number },
): Promise<Result<{ list: BrakeLogEntry[]; total: number }>> {
  const { rows, total } = await store.logPage(deps.db, userId, p.accountType, pageWindow(p.page, p.size));
  return ok({
    list: rows.map((r) => brakeLogEntry.parse({ id: r.id, kind: r.kind, at: r.atMs, detail: r.detail })),
    total,
  });
}

/**
 * The engine leader's pass (BR6, BR9, BR19): every user with a loss limit whose day is not settled yet
 * is checked at the prices now; a limit met is marked reached and logged once (`markReached` answers
 * true to one caller). When chosen, the open positions are covered; the day is marked covered only
 * once every one of them is, so a cover that failed (a shut market, a lost race, a database error) is
 * tried again on the next pass, until the India day ends. Covering is idempotent: a pass covers only
 * the positions still open, so one covered before is never covered twice.
 */
export async function runBrakePass(deps: TradingDeps, nowMs: number, locale: Locale = 'en'): Promise<number> {
  const dayStartMs = startOfIndiaDayMs(nowMs);
  let fired = 0;
  for (const user of await store.usersWithLossLimits(deps.db, dayStartMs)) {
    const row = await store.readBrakeRow(deps.db, user.userId, user.accountSet, nowMs);
    const limit = lossLimitNow(row.lossLimit, nowMs).inForceMinor;
    if (limit === null) continue;
    const reachedBefore = row.reachedDayMs === dayStartMs;
    if (!reachedBefore) {
      const figures = await lossNow(deps, user.userId, user.accountSet, realisedOn(row.realised, dayStartMs));
      if (figures.lossMinor < limit) continue;
      if (await store.markReached(deps.db, user.userId, user.accountSet, dayStartMs)) {
        await logReached(deps, user.userId, user.accountSet, nowMs);
        fired++;
      }
    }
    if (!user.coverOnReach) continue;
    const failed = await coverAll(deps, user.userId, user.accountSet, nowMs, locale);
    if (failed === 0) await store.markCovered(deps.db, user.userId, user.accountSet, dayStartMs);
  }
  return fired;
}

/**
 * BR9, BR19: every open position of the set covered at the prices now; the number that could not be.
 * A pass that covered something is logged with what it covered and what it could not; a pass that
 * covered nothing (a market still shut) writes nothing, so retries do not fill the log.
 */
async function coverAll(deps: TradingDeps, userId: number, set: AccountSet, nowMs: number, locale: Locale) {
  const covered: number[] = [];
  let failed = 0;
  for (const held of await store.heldPositionsOf(deps.db, userId, set)) {
    const done = await coverOrder(deps, userId, held.id, held.hands, null, locale).catch((error: unknown) => {
      // One position's error must not stop the others; the next pass tries it again.
      deps.log.error({ err: error, orderId: held.id }, 'BR19: a cover on reach failed; the next pass retries it');
      return null;
    });
    if (done?.ok) covered.push(held.id);
    else failed++;
  }
  if (covered.length > 0)
    await store.appendLog(deps.db, {
      userId,
      set,
      kind: 'positions_covered',
      atMs: nowMs,
      detail: { covered: covered.length, orders: covered.join(','), failed },
    });
  return failed;
}

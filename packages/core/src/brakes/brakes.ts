import { type RuleFailure, refuse } from '../failure';
import { startOfIndiaDayMs } from '../india-time';
import { MARKET_CODES } from '../market/markets';

/**
 * Customer brakes (docs/SPEC.md BR1–BR11, BR18): a kill switch per account set and market group, a daily
 * loss limit, and the leverage cap. The server stores them per user and reads them under the user's
 * own trading lock; core decides what they refuse.
 */

/** How long a kill switch lasts: 12 h, 24 h, 7 days or 30 days (BR1). */
export const KILL_SWITCH_HOURS = [12, 24, 168, 720] as const;
export type KillSwitchHours = (typeof KILL_SWITCH_HOURS)[number];

/** A switch stops the whole account set (`all`) or one market group (a market tab). */
export const BRAKE_SCOPES = ['all', ...MARKET_CODES] as const;
export type BrakeScope = (typeof BRAKE_SCOPES)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface KillSwitch {
  readonly scope: BrakeScope;
  readonly untilMs: number;
}

/**
 * BR2: a switch only ever lengthens. Setting one for a scope that already has a later end keeps
 * that end; the answer is the end in force.
 */
export function killSwitchUntil(existingUntilMs: number | null, hours: KillSwitchHours, nowMs: number): number {
  const asked = nowMs + hours * HOUR_MS;
  return existingUntilMs !== null && existingUntilMs > asked ? existingUntilMs : asked;
}

/** Whether `scope` covers an order in `market`: `all` covers every group. */
export function scopeCovers(scope: BrakeScope, market: string): boolean {
  return scope === 'all' || scope === market;
}

/** The daily loss limit as stored: the amount in force and a loosening that waits for the next India day (BR5). */
export interface LossLimitState {
  /** The limit in force in the account's minor units; null when none. */
  readonly inForceMinor: bigint | null;
  /** A raise (or a removal) and the India midnight it takes effect at; null when none waits. */
  readonly next: { readonly amountMinor: bigint | null; readonly fromMs: number } | null;
}

/** The state as it stands at `nowMs`: a waiting change whose day has come is in force (BR5). */
export function lossLimitNow(state: LossLimitState, nowMs: number): LossLimitState {
  if (state.next === null || nowMs < state.next.fromMs) return state;
  return { inForceMinor: state.next.amountMinor, next: null };
}

/**
 * BR5: a new limit (`amountMinor` 0 = none). Tightening — a lower limit, or a first one — takes
 * effect at once; loosening — a higher limit or none — waits for the next India midnight, and the
 * limit in force until then stays. `effectiveFromMs` is when the asked amount applies.
 */
export function decideLossLimitSet(
  current: LossLimitState,
  amountMinor: bigint,
  nowMs: number,
): { readonly state: LossLimitState; readonly effectiveFromMs: number } {
  const now = lossLimitNow(current, nowMs);
  const asked = amountMinor > 0n ? amountMinor : null;
  const inForce = now.inForceMinor;
  const tightens = asked !== null && (inForce === null || asked <= inForce);
  if (tightens || inForce === null) return { state: { inForceMinor: asked, next: null }, effectiveFromMs: nowMs };
  const fromMs = startOfIndiaDayMs(nowMs) + DAY_MS;
  return { state: { inForceMinor: inForce, next: { amountMinor: asked, fromMs } }, effectiveFromMs: fromMs };
}

/**
 * BR4: today's realised net P&L as the user's brake row keeps it, a running sum that every close adds
 * its trade's net P&L (analytics' `netTradePnl`, AN1) to in its own transaction, restarting at each
 * India midnight. `dayStartMs` is the India midnight of the last close it counts; null before any.
 */
export interface DayRealised {
  readonly dayStartMs: number | null;
  readonly netMinor: bigint;
}

/** The kept sum as it stands on the India day starting at `dayStartMs`: 0 when it counts an earlier day. */
export function realisedOn(kept: DayRealised, dayStartMs: number): bigint {
  return kept.dayStartMs === dayStartMs ? kept.netMinor : 0n;
}

/**
 * BR4: today's loss, as a non-negative amount: the realised net P&L of the trades covered since India
 * midnight plus the open positions' P&L now; 0 when the day is up.
 */
export function todayLossMinor(realisedMinor: bigint, unrealisedMinor: bigint): bigint {
  const pnl = realisedMinor + unrealisedMinor;
  return pnl < 0n ? -pnl : 0n;
}

/** What an order is checked against: the user's brakes of the set, read under their trading lock. */
export interface BrakeFacts {
  /** The market group of the product ordered. */
  readonly market: string;
  /** Switches of the set whose end has not passed (older rows may be there; `untilMs` decides). */
  readonly killSwitches: readonly KillSwitch[];
  /** The loss limit in force now, or null; `reached` once the day's loss met it. */
  readonly lossLimit: {
    readonly limitMinor: bigint;
    /** The limit was reached earlier today: the rest of the India day is refused (BR6). */
    readonly reachedToday: boolean;
    /** Today's loss now (BR4), when it was worked out for this order. */
    readonly todayLossMinor: bigint;
    /** The limit as the customer reads it ("5000.00 INR"), for the refusal. */
    readonly text: string;
  } | null;
  /** The customer's leverage cap, or null (BR8). */
  readonly leverageCap: number | null;
  /** The risk disclosure of the version in force was accepted for the set (BR18). */
  readonly disclosureAccepted: boolean;
}

/** The reasons `checkBrakes` answers; the server translates each. */
export const KILL_SWITCH_ON = 'trading is stopped by your kill switch';
export const LOSS_LIMIT_REACHED = "today's loss reached your daily loss limit";
export const LEVER_OVER_CAP = 'is above your leverage cap';
export const DISCLOSURE_NEEDED = 'accept the leveraged-trading risk disclosure first';

/**
 * The brakes of a new order (BR3, BR6, BR8, BR18): a switch in force over the product's group refuses
 * it (600, with its end), a loss limit reached today refuses it (600, naming the limit), a leverage
 * above the customer's cap is refused (404, naming `lever`), and a leverage above 1× before the risk
 * disclosure was accepted is refused (600). Covers never come here (BR7).
 */
export function checkBrakes(facts: BrakeFacts, lever: number, nowMs: number): RuleFailure | null {
  const stopping = facts.killSwitches
    .filter((s) => s.untilMs > nowMs && scopeCovers(s.scope, facts.market))
    .reduce<KillSwitch | null>((last, s) => (last === null || s.untilMs > last.untilMs ? s : last), null);
  if (stopping !== null)
    return refuse('BR3', '', 600, KILL_SWITCH_ON, { scope: stopping.scope, untilMs: String(stopping.untilMs) });
  const limit = facts.lossLimit;
  if (limit !== null && (limit.reachedToday || limit.todayLossMinor >= limit.limitMinor))
    return refuse('BR6', '', 600, LOSS_LIMIT_REACHED, { limit: limit.text });
  if (facts.leverageCap !== null && lever > facts.leverageCap)
    return refuse('BR8', 'lever', 404, LEVER_OVER_CAP, { cap: String(facts.leverageCap) });
  if (lever > 1 && !facts.disclosureAccepted) return refuse('BR18', 'lever', 600, DISCLOSURE_NEEDED);
  return null;
}

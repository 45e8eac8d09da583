import { assert } from '../assert';
import { type Decision, refuse } from '../failure';
import { currencyDecimals } from '../fx/currencies';
import type { AccountSet } from '../ledger/accounts';
import { postGroupJoin } from '../ledger/rules-groups';
import type { Posting } from '../ledger/transfer';
import { formatMoney, type Minor, minor, parseMoney, parseRate, ticks } from '../money';
import type { Halt } from '../risk/halts';
import { checkOpening, type RiskLimitFacts } from '../risk/limits';
import type { AccountFx } from '../trading/account-fx';
import { groupDepositMinor, groupUnitCost, requestedUnits } from './money';
import { groupOfferingStatus } from './status';

/** A group offering as a join is decided on (a group_offerings row has these and more). */
export interface JoinedGroup {
  readonly id: number;
  readonly code: string;
  readonly decimals: number;
  readonly handCount: number;
  readonly instrumentCurrency: string;
  readonly priceTicks: bigint;
  /** The account currency members join in. */
  readonly currency: string;
  readonly minAmountMinor: bigint;
  readonly maxAmountMinor: bigint;
  /** A decimal string in (0, 1]. */
  readonly depositRate: string;
  readonly allocateAt: number;
  readonly payDeadline: number;
  readonly allocatedAt: number | null;
}

/** The rows a join is decided on, read under the user's trading lock and the offering's share lock. */
export interface GroupJoinRows {
  /** The offering the payload names; undefined when there is none. */
  readonly group: JoinedGroup | undefined;
  /** The id drawn for the new group order: its posting names it. */
  readonly groupOrderId: number;
  /** The halt on the offering's product (HL1), if any. */
  readonly halt: Halt | null;
  /** The limits binding a buy of the product, with the customer's own book (RL5); undefined when none binds. */
  readonly limits: RiskLimitFacts | undefined;
  /** The rates from the product's currency into the account's now (X1); null when none is quoted. */
  readonly fx: AccountFx | null;
}

export interface GroupJoinRequest {
  readonly userId: number;
  readonly accountSet: AccountSet;
  /** The amount asked, a decimal string in the offering's account currency. */
  readonly amount: string;
}

/** The group order a join writes (born SUBMIT, its lifecycle's initial status, G2) and its deposit. */
export interface GroupJoinPlan {
  readonly order: {
    readonly id: number;
    readonly groupId: number;
    readonly userId: number;
    readonly accountSet: AccountSet;
    readonly currency: string;
    readonly amountMinor: Minor;
    readonly depositMinor: Minor;
  };
  /** The deposit, available → escrow (type 7, G4). */
  readonly posting: Posting;
}

/** G3: the payload names no group offering. */
export const GROUP_UNKNOWN = 'does not match any group purchase';
/** G3: the offering is not open for joining. */
export const GROUP_NOT_OPEN = 'is not open for joining';
/** G3: the amount has more decimals than its currency. */
export const GROUP_AMOUNT_DECIMALS = 'has more decimals than the currency allows';
/** G3: the amount is outside the offering's limits (values: min, max, each with its currency). */
export const GROUP_AMOUNT_OUT_OF_LIMITS = 'is outside the limits';

/**
 * RL10: the join opens exposure as an order does, so it is decided by `checkOpening`: the product's
 * halt (HL1), then every limit binding a buy of the whole lots its amount asks for at the offering's
 * price (G1) at this instant's pay rate. Without a rate it asks for none, as the allocation waits.
 */
function checkJoinOpening(rows: GroupJoinRows, group: JoinedGroup, amountMinor: Minor): Decision<null> {
  if (!rows.halt && !rows.limits) return { ok: true, value: null };
  const unitMinor = rows.fx
    ? groupUnitCost(ticks(group.priceTicks), group.decimals, group.handCount, rows.fx).accountMinor
    : null;
  return checkOpening(rows.halt, rows.limits, {
    code: group.code,
    currency: group.instrumentCurrency,
    decimals: group.decimals,
    handCount: group.handCount,
    direction: 'buy',
    hands: unitMinor === null ? 0 : requestedUnits(amountMinor, unitMinor),
    priceTicks: ticks(group.priceTicks),
  });
}

/**
 * Decides a member's join of a group offering (G3, G4, RL10): refused for an offering that does not
 * exist (404) or is not open (600), for an amount with too many decimals or outside the offering's
 * limits (404), or by `checkOpening` (600). The deposit, half-up(amount × depositRate), leaves
 * available for escrow. One order per member and account is the unique index's to enforce (G3).
 */
export function decideGroupJoin(
  rows: GroupJoinRows,
  request: GroupJoinRequest,
  nowMs: number,
): Decision<GroupJoinPlan> {
  const { group } = rows;
  if (!group) return refuse('G3', 'sourceId', 404, GROUP_UNKNOWN);
  const status = groupOfferingStatus(
    { allocateAtMs: group.allocateAt, payDeadlineMs: group.payDeadline, allocatedAtMs: group.allocatedAt },
    nowMs,
  );
  if (status !== 'open') return refuse('G3', 'sourceId', 600, GROUP_NOT_OPEN);
  const decimals = currencyDecimals(group.currency);
  const amount = parseMoney(request.amount, decimals);
  if (!amount.ok) return refuse('G3', 'amount', 404, GROUP_AMOUNT_DECIMALS);
  if (amount.value < group.minAmountMinor || amount.value > group.maxAmountMinor) {
    const text = (v: bigint) => `${formatMoney(minor(v), decimals)} ${group.currency}`;
    return refuse('G3', 'amount', 404, GROUP_AMOUNT_OUT_OF_LIMITS, {
      min: text(group.minAmountMinor),
      max: text(group.maxAmountMinor),
    });
  }
  const opening = checkJoinOpening(rows, group, amount.value);
  if (!opening.ok) return opening;
  const rate = parseRate(group.depositRate);
  assert(rate.ok, `G4: group ${group.id} has a bad deposit rate ${group.depositRate}`);
  const depositMinor = groupDepositMinor(amount.value, rate.value);
  const id = rows.groupOrderId;
  const ctx = { userId: request.userId, currency: group.currency, ref: `group-order:${id}` };
  return {
    ok: true,
    value: {
      order: {
        id,
        groupId: group.id,
        userId: request.userId,
        accountSet: request.accountSet,
        currency: group.currency,
        amountMinor: amount.value,
        depositMinor,
      },
      posting: postGroupJoin({ ...ctx, eventId: `group-order:${id}:join` }, request.accountSet, depositMinor),
    },
  };
}

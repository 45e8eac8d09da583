import { netTradePnl } from '../analytics/analytics';
import { assert } from '../assert';
import { startOfIndiaDayMs } from '../india-time';
import { postClosePosition } from '../ledger/rules-trading';
import type { Minor, Ticks } from '../money';
import type { AccountFx } from './account-fx';
import type { ForcedClose, HeldOrderFacts } from './decide-force-cover';
import type { CloseReason } from './lifecycle';
import type { TradingSettings } from './settings';
import { coverAmounts, splitForCover } from './split';

/** What a close covers: how many hands, at what price, why, and the rates it settles at (X1; undefined in one currency). */
export interface CloseTerms {
  readonly hands: number;
  readonly priceTicks: Ticks;
  readonly reason: CloseReason;
  readonly fx: AccountFx | undefined;
}

/** The money fields of one part of a split order (O3). */
export interface SizePatch {
  readonly hands: number;
  readonly marginMinor: Minor;
  readonly openingFeeMinor: Minor;
  readonly insuranceMinor: Minor;
}

/** A partial cover's split (O3): the new COVER order of the hands covered, and the parent's rest, still BUILD. */
export interface CloseSplit {
  readonly parentId: number;
  readonly childId: number;
  readonly child: SizePatch;
  readonly rest: SizePatch;
}

/**
 * Decides one close of a held order (O3, O5, M3, BR4): `terms.hands` of it at `terms.priceTicks`, split
 * exactly by `splitForCover` when fewer than it holds (the covered hands become the order `childId`,
 * the parent keeps the rest); P&L and closing fee from `coverAmounts`; the posting (type 4) absorbs
 * what `availableMinor` and the margin cannot pay (M3); the net P&L for the India day's realised sum
 * the brakes keep, with the overnight fees only on a whole close (a partial cover's child is born without).
 */
export function closeHeld(
  order: HeldOrderFacts,
  terms: CloseTerms,
  availableMinor: Minor,
  settings: Pick<TradingSettings, 'tradeSaleFee'>,
  nowMs: number,
  childId: number | null,
): { readonly close: ForcedClose; readonly split: CloseSplit | null } {
  const divided = splitForCover(order, terms.hands);
  assert(divided.ok, `O3: order ${order.id} cannot cover ${terms.hands} of ${order.hands} hands`);
  const { closed, remaining } = divided.value;
  assert(remaining === null || childId !== null, `O3: a partial cover of order ${order.id} needs its new order's id`);
  const closedId = remaining === null ? order.id : (childId ?? order.id);
  const amounts = coverAmounts(closed, remaining?.hands ?? 0, terms.priceTicks, settings.tradeSaleFee, terms.fx);
  const ctx = {
    userId: order.userId,
    currency: order.currency,
    ref: `order:${closedId}`,
    eventId: `order:${closedId}:cover`,
  };
  const { posting, absorbedMinor } = postClosePosition(ctx, order.accountSet, {
    marginMinor: amounts.marginMinor,
    pnlMinor: amounts.pnlMinor,
    closingFeeMinor: amounts.closingFeeMinor,
    availableMinor,
    ...(amounts.converted === undefined
      ? {}
      : { fx: { pnl: amounts.converted.pnl.conversion, closingFee: amounts.converted.closingFee.conversion } }),
  });
  const netMinor = netTradePnl({
    profitMinor: amounts.pnlMinor,
    openingFeeMinor: closed.openingFeeMinor,
    closingFeeMinor: amounts.closingFeeMinor,
    overnightFeeMinor: remaining === null ? order.overnightFeeMinor : 0n,
    market: '',
    coverTimeMs: nowMs,
  });
  const close: ForcedClose = {
    orderId: closedId,
    from: { status: order.status, closeReason: order.closeReason },
    events: [{ type: 'cover', reason: terms.reason }],
    patch: {
      coverPriceTicks: terms.priceTicks,
      coverTime: nowMs,
      closingFeeMinor: amounts.closingFeeMinor,
      profitMinor: amounts.pnlMinor,
      ...(absorbedMinor > 0n ? { absorbedMinor } : {}),
    },
    posting,
    realised: { dayStartMs: startOfIndiaDayMs(nowMs), netMinor },
  };
  const sizes = (p: typeof closed): SizePatch => ({
    hands: p.hands,
    marginMinor: p.marginMinor,
    openingFeeMinor: p.openingFeeMinor,
    insuranceMinor: p.insuranceCostMinor,
  });
  const split =
    remaining === null ? null : { parentId: order.id, childId: closedId, child: sizes(closed), rest: sizes(remaining) };
  return { close, split };
}

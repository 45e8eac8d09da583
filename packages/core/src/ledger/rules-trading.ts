import { affordableMinor, convertMinor, type FxRate, formatRate } from '../fx/rates';
import { type Minor, minor } from '../money';
import { type AccountSet, counterpart, userAccounts } from './accounts';
import { EntryType } from './entry-types';
import { PostingBuilder, type PostingContext } from './posting-builder';
import type { Conversion, Posting } from './transfer';

/**
 * Posting rules for trading. The real set's counterparts are fee_income, trading_pnl and
 * loss_absorption; the demo set's counterpart for all three is virtual_issuance (L5).
 */

/** What opening a position costs, in minor units (see trading `orderCosts`). */
export interface OpeningCosts {
  readonly marginMinor: Minor;
  readonly openingFeeMinor: Minor;
  readonly insuranceCostMinor: Minor;
  /**
   * When the instrument is priced in another currency: how the fee and the insurance were converted.
   * They then go through the `fx` accounts to the instrument currency's fee_income (X2); the margin
   * stays in the account's currency, as the account's own money held.
   */
  readonly fx?: { readonly openingFee: Conversion | null; readonly insurance: Conversion | null };
}

/** Pays `amountMinor` of the account's currency to `to`, through the fx desks when `conversion` is set. */
function payOrConvert(
  b: PostingBuilder,
  leg: string,
  from: ReturnType<typeof userAccounts>['available'],
  to: (currency: string) => Parameters<PostingBuilder['move']>[2],
  accountCurrency: string,
  amountMinor: Minor,
  conversion: Conversion | null | undefined,
  type: Parameters<PostingBuilder['move']>[4],
  remark?: string,
): PostingBuilder {
  if (conversion) return b.convert(leg, from, to(conversion.instrumentCurrency), conversion, type, remark);
  return b.move(leg, from, to(accountCurrency), amountMinor, type, remark);
}

/**
 * A market order fills (type 3): available → margin for the margin, available → fee_income for the
 * opening fee and for the insurance premium.
 */
export function postOpenPosition(ctx: PostingContext, set: AccountSet, costs: OpeningCosts): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const fees = (currency: string) => counterpart('fee_income', set, currency);
  const b = new PostingBuilder(ctx).move('margin', user.available, user.margin, costs.marginMinor, EntryType.TRADE);
  payOrConvert(
    b,
    'fee',
    user.available,
    fees,
    ctx.currency,
    costs.openingFeeMinor,
    costs.fx?.openingFee,
    EntryType.TRADE,
    'opening fee',
  );
  payOrConvert(
    b,
    'insurance',
    user.available,
    fees,
    ctx.currency,
    costs.insuranceCostMinor,
    costs.fx?.insurance,
    EntryType.TRADE,
    'insurance',
  );
  return b.build();
}

/** A limit order is placed (type 3): its costs at the limit price are held, available → locked. */
export function postLimitHold(ctx: PostingContext, set: AccountSet, holdMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  return new PostingBuilder(ctx).move('hold', user.available, user.locked, holdMinor, EntryType.TRADE).build();
}

/**
 * A limit order fills (type 3): the hold pays the margin, the opening fee and the insurance at the
 * fill price; what is left of the hold goes back to available. When the fill costs more than the hold
 * (a sell limit filled above its limit price needs more margin), the difference is taken from
 * available first, and `applyPosting` rejects the fill if available cannot pay it.
 */
export function postLimitFill(ctx: PostingContext, set: AccountSet, heldMinor: Minor, costs: OpeningCosts): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const fees = (currency: string) => counterpart('fee_income', set, currency);
  const totalMinor = costs.marginMinor + costs.openingFeeMinor + costs.insuranceCostMinor;
  const shortMinor = totalMinor > heldMinor ? totalMinor - heldMinor : 0n;
  const refundMinor = heldMinor > totalMinor ? heldMinor - totalMinor : 0n;
  const b = new PostingBuilder(ctx)
    .move('top-up', user.available, user.locked, minor(shortMinor), EntryType.TRADE, 'fill above hold')
    .move('margin', user.locked, user.margin, costs.marginMinor, EntryType.TRADE);
  payOrConvert(
    b,
    'fee',
    user.locked,
    fees,
    ctx.currency,
    costs.openingFeeMinor,
    costs.fx?.openingFee,
    EntryType.TRADE,
    'opening fee',
  );
  payOrConvert(
    b,
    'insurance',
    user.locked,
    fees,
    ctx.currency,
    costs.insuranceCostMinor,
    costs.fx?.insurance,
    EntryType.TRADE,
    'insurance',
  );
  return b
    .move('refund', user.locked, user.available, minor(refundMinor), EntryType.TRADE, 'hold difference returned')
    .build();
}

/** A pending limit order is cancelled (type 5): exactly its hold comes back, locked → available. */
export function postLimitCancel(ctx: PostingContext, set: AccountSet, heldMinor: Minor): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  return new PostingBuilder(ctx)
    .move('release', user.locked, user.available, heldMinor, EntryType.CANCEL_TRADE)
    .build();
}

/**
 * A pending limit order is re-priced (O12, type 3): its hold moves from `heldMinor` to `newHoldMinor`.
 * A rise is held from available (available → locked), and `applyPosting` rejects it when available
 * cannot pay; an excess is released (locked → available). Equal holds post nothing (an empty posting).
 * After it the locked balance carries exactly the new hold, so a later cancel (O4) or fill returns and
 * pays the right amount.
 */
export function postLimitHoldChange(
  ctx: PostingContext,
  set: AccountSet,
  heldMinor: Minor,
  newHoldMinor: Minor,
): Posting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const b = new PostingBuilder(ctx);
  if (newHoldMinor > heldMinor) {
    b.move(
      'hold-more',
      user.available,
      user.locked,
      minor(newHoldMinor - heldMinor),
      EntryType.TRADE,
      'new limit price',
    );
  } else if (heldMinor > newHoldMinor) {
    b.move('release', user.locked, user.available, minor(heldMinor - newHoldMinor), EntryType.TRADE, 'new limit price');
  }
  return b.build();
}

/** What closing (all or part of) a position settles. */
export interface CloseSettlement {
  /** The margin of the hands being closed, returned from the margin account. */
  readonly marginMinor: Minor;
  /** Signed P&L of those hands at the close price: positive is the user's gain. */
  readonly pnlMinor: Minor;
  readonly closingFeeMinor: Minor;
  /** The user's available balance before this posting, read under the same lock that applies it. */
  readonly availableMinor: Minor;
  /**
   * When the instrument is priced in another currency: how the P&L and the closing fee were converted
   * at the closing instant's rates (X1, X5). They then go through the `fx` accounts to and from the
   * instrument currency's trading_pnl and fee_income (X2). Margin and absorption stay in the account's.
   */
  readonly fx?: { readonly pnl: Conversion | null; readonly closingFee: Conversion | null };
}

export interface ClosePosting {
  readonly posting: Posting;
  /** What negative-balance protection paid: the loss and fee beyond margin + available; 0 usually. */
  readonly absorbedMinor: Minor;
}

/**
 * A position (or part of it) closes (type 4): margin back, plus the gain or minus the loss, minus the
 * closing fee. Legs are ordered so no user balance-after dips below zero: the margin comes back and any
 * gain is paid in before the loss and the fee leave. If loss + fee exceed margin + available, the excess
 * comes from loss_absorption (type 4, remark "negative-balance protection") so the user ends at exactly
 * zero and the platform's payment is on the ledger (M3). Absorption is for what the whole account cannot
 * pay: the caller closes the account's other positions first (see trading `coverShortfallMinor` and
 * `forceCoverPlan`), otherwise an open gain elsewhere would be kept while the platform paid the loss.
 */
export function postClosePosition(ctx: PostingContext, set: AccountSet, close: CloseSettlement): ClosePosting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const gainMinor = close.pnlMinor > 0n ? close.pnlMinor : 0n;
  const lossMinor = close.pnlMinor < 0n ? -close.pnlMinor : 0n;
  const payableMinor = close.availableMinor + close.marginMinor + gainMinor;
  const owedMinor = lossMinor + close.closingFeeMinor;
  const absorbedMinor = minor(owedMinor > payableMinor ? owedMinor - payableMinor : 0n);
  const pnlAccount = (currency: string) => counterpart('trading_pnl', set, currency);
  const b = new PostingBuilder(ctx).move('margin', user.margin, user.available, close.marginMinor, EntryType.COVER);
  const pnlConversion = close.fx?.pnl;
  if (gainMinor > 0n && pnlConversion) {
    b.convert('gain', pnlAccount(pnlConversion.instrumentCurrency), user.available, pnlConversion, EntryType.COVER);
  } else {
    b.move('gain', pnlAccount(ctx.currency), user.available, minor(gainMinor), EntryType.COVER);
  }
  b.move(
    'absorbed',
    counterpart('loss_absorption', set, ctx.currency),
    user.available,
    absorbedMinor,
    EntryType.COVER,
    'negative-balance protection',
  );
  payOrConvert(
    b,
    'loss',
    user.available,
    pnlAccount,
    ctx.currency,
    minor(lossMinor),
    lossMinor > 0n ? pnlConversion : null,
    EntryType.COVER,
  );
  payOrConvert(
    b,
    'fee',
    user.available,
    (currency) => counterpart('fee_income', set, currency),
    ctx.currency,
    close.closingFeeMinor,
    close.fx?.closingFee,
    EntryType.COVER,
    'closing fee',
  );
  return { posting: b.build(), absorbedMinor };
}

export interface OvernightFeePosting {
  readonly posting: Posting;
  /** The part of the fee that available could not pay and that is therefore not collected. */
  readonly waivedMinor: Minor;
}

/**
 * The overnight holding fee of one position at the daily roll (type 14), available → fee_income. A
 * fee is never allowed to push available below zero (L3), and taking it from margin would break the
 * position's margin record, so the part available cannot pay is waived and reported; such an account
 * is at or near its forced-cover level, which the engine checks on the same roll.
 */
export function postOvernightFee(
  ctx: PostingContext,
  set: AccountSet,
  feeMinor: Minor,
  availableMinor: Minor,
  fx?: OvernightFx,
): OvernightFeePosting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  if (fx !== undefined && fx.rate.from !== fx.rate.to) return postConvertedOvernightFee(ctx, set, availableMinor, fx);
  const paidMinor = minor(feeMinor <= availableMinor ? feeMinor : availableMinor > 0n ? availableMinor : 0n);
  const posting = new PostingBuilder(ctx)
    .move('fee', user.available, counterpart('fee_income', set, ctx.currency), paidMinor, EntryType.OVERNIGHT_FEE)
    .build();
  return { posting, waivedMinor: minor(feeMinor - paidMinor) };
}

/** An overnight fee priced in the instrument's currency and the pay rate of the roll's instant. */
export interface OvernightFx {
  readonly feeInstrumentMinor: Minor;
  /** Instrument currency → the account's, at the pay rate (X3). */
  readonly rate: FxRate;
}

/**
 * The overnight fee of a position priced in another currency: the fee is converted at the roll's pay
 * rate (X1) and goes through the `fx` accounts to fee_income in the instrument's currency (X2). When
 * available cannot pay it all, the largest instrument amount whose conversion it can pay is collected
 * (fx `affordableMinor`), so the recorded conversion still recomputes exactly, and the rest is waived.
 */
function postConvertedOvernightFee(
  ctx: PostingContext,
  set: AccountSet,
  availableMinor: Minor,
  fx: OvernightFx,
): OvernightFeePosting {
  const user = userAccounts(ctx.userId, set, ctx.currency);
  const feeAccountMinor = convertMinor(fx.feeInstrumentMinor, fx.rate);
  const paidInstrumentMinor =
    feeAccountMinor <= availableMinor ? fx.feeInstrumentMinor : affordableMinor(availableMinor, fx.rate);
  const paidAccountMinor = convertMinor(paidInstrumentMinor, fx.rate);
  const conversion: Conversion = {
    instrumentCurrency: fx.rate.from,
    instrumentAmountMinor: paidInstrumentMinor,
    accountCurrency: fx.rate.to,
    accountAmountMinor: paidAccountMinor,
    rate: formatRate(fx.rate),
  };
  const posting = new PostingBuilder(ctx)
    .convert('fee', user.available, counterpart('fee_income', set, fx.rate.from), conversion, EntryType.OVERNIGHT_FEE)
    .build();
  return { posting, waivedMinor: minor(feeAccountMinor - paidAccountMinor) };
}

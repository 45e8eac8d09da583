import { type Decision, refuse } from '../failure';
import { currencyDecimals } from '../fx/currencies';
import { type Minor, MONEY_DECIMALS, minor, type Rate, type Ticks } from '../money';
import { withChanges } from '../shape';
import { type AccountFx, type Converted, convertAmount, convertPnl } from './account-fx';
import { closingFee, type PositionSize, positionPnl } from './costs';
import type { Position } from './position';

/**
 * Splits `total` into parts proportional to `weights` that sum to `total` exactly: each part is the
 * floor of its share, and the units left over go one each to the largest remainders (ties to the
 * earlier weight). `total` must be ≥ 0 and the weights ≥ 0 with a positive sum.
 */
export function allocateLargestRemainder(total: bigint, weights: readonly bigint[]): bigint[] {
  const weightSum = weights.reduce((a, b) => a + b, 0n);
  if (total < 0n || weightSum <= 0n || weights.some((w) => w < 0n)) {
    throw new RangeError('allocateLargestRemainder needs total ≥ 0 and non-negative weights with a positive sum');
  }
  const parts = weights.map((w) => (total * w) / weightSum);
  const remainders = weights.map((w, index) => ({ index, rest: (total * w) % weightSum }));
  let left = total - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts;
}

export interface CoverSplit<P extends Position> {
  /** The hands being covered, with their share of the money. */
  readonly closed: P;
  /** The rest, still BUILD and keeping its stop loss and take profit; null on a full cover. */
  readonly remaining: P | null;
}

/**
 * Splits a position for covering `hands` of it (O3): hands and each of margin, opening fee and
 * insurance are divided in the ratio hands : (parent hands − hands) by largest remainder, so the two
 * parts sum to the parent exactly. Every other field (stops, insurance flag, prices) is kept on both.
 * Covering 0 hands or more than the position holds is code 602.
 */
export function splitForCover<P extends Position>(position: P, hands: number): Decision<CoverSplit<P>> {
  if (!Number.isSafeInteger(hands) || hands < 1 || hands > position.hands)
    return refuse('O3', 'hands', 602, `hands must be a whole number in 1..${position.hands}`);
  if (hands === position.hands) return { ok: true, value: { closed: position, remaining: null } };
  const weights = [BigInt(hands), BigInt(position.hands - hands)];
  const split = (amount: Minor): [Minor, Minor] => {
    const [closedPart = 0n, restPart = 0n] = allocateLargestRemainder(amount, weights);
    return [minor(closedPart), minor(restPart)];
  };
  const [marginClosed, marginRest] = split(position.marginMinor);
  const [feeClosed, feeRest] = split(position.openingFeeMinor);
  const [insuranceClosed, insuranceRest] = split(position.insuranceCostMinor);
  return {
    ok: true,
    value: {
      closed: withChanges<Position>(position, {
        hands,
        marginMinor: marginClosed,
        openingFeeMinor: feeClosed,
        insuranceCostMinor: insuranceClosed,
      }) as P, // Sound: a copy of a P with Position's own keys set.
      remaining: withChanges<Position>(position, {
        hands: position.hands - hands,
        marginMinor: marginRest,
        openingFeeMinor: feeRest,
        insuranceCostMinor: insuranceRest,
      }) as P, // Sound: as above.
    },
  };
}

/** What covering some hands of a position at a price settles, in minor units. */
export interface CoverAmounts {
  readonly marginMinor: Minor;
  /** Signed P&L in the account's currency. */
  readonly pnlMinor: Minor;
  /** The closing fee in the account's currency. */
  readonly closingFeeMinor: Minor;
  /** P&L and fee in the instrument's currency with their conversions; absent without `fx`. */
  readonly converted?: { readonly pnl: Converted; readonly closingFee: Converted };
}

/** What closing some hands of a position at a price realises, in the account's currency (see `closeAmounts`). */
export interface CloseAmounts {
  /** Signed P&L in the account's currency. */
  readonly pnlMinor: Minor;
  /** The closing fee in the account's currency. */
  readonly closingFeeMinor: Minor;
  /** P&L and fee in the instrument's currency with their conversions; absent without `fx`. */
  readonly converted?: { readonly pnl: Converted; readonly closingFee: Converted };
}

/**
 * The P&L and closing fee of closing `closedHands` of a position whose other `remainingHands` stay
 * open, at `closePriceTicks`: the whole position's amount minus the remaining part's at the same price,
 * so covering in pieces at one price pays exactly what covering at once would, to the minor unit (O3).
 * With `fx` both are computed in the instrument's currency and each converted once (X1, X3: a gain at
 * the receive rate, a loss and the fee at the pay rate). This is the one computation of what a close
 * realises: the server's cover posts it and the app's close estimate and live marks show it (MK1).
 */
export function closeAmounts(
  size: PositionSize,
  closedHands: number,
  remainingHands: number,
  closePriceTicks: Ticks,
  saleFeeRate: Rate,
  fx?: AccountFx,
): CloseAmounts {
  const moneyDecimals = fx === undefined ? MONEY_DECIMALS : currencyDecimals(fx.instrumentCurrency);
  // The size's fields by name: `size` is often a whole held position, and a spread copies all of it.
  const { direction, buildPriceTicks, handCount, decimals } = size;
  const at = (hands: number) => ({
    pnl:
      hands === 0
        ? 0n
        : positionPnl({
            direction,
            buildPriceTicks,
            hands,
            handCount,
            decimals,
            markPriceTicks: closePriceTicks,
            moneyDecimals,
          }),
    fee: hands === 0 ? 0n : closingFee({ closePriceTicks, decimals, hands, handCount, saleFeeRate, moneyDecimals }),
  });
  const whole = at(closedHands + remainingHands);
  const rest = at(remainingHands);
  const pnlMinor = minor(whole.pnl - rest.pnl);
  const closingFeeMinor = minor(whole.fee - rest.fee);
  if (fx === undefined) return { pnlMinor, closingFeeMinor };
  // O3 holds in the instrument's currency; each close then converts its own amounts once (X1).
  const pnl = convertPnl(fx, pnlMinor);
  const fee = convertAmount(fx, closingFeeMinor, 'pay');
  return { pnlMinor: pnl.accountMinor, closingFeeMinor: fee.accountMinor, converted: { pnl, closingFee: fee } };
}

/** What covering some hands of a position at a price settles, in minor units. */
export interface CoverAmounts extends CloseAmounts {
  readonly marginMinor: Minor;
}

/**
 * The margin, P&L and closing fee of covering `closed.hands` of a position whose other
 * `remainingHands` stay open: the closed part's margin and `closeAmounts` (O3).
 */
export function coverAmounts(
  closed: Position,
  remainingHands: number,
  closePriceTicks: Ticks,
  saleFeeRate: Rate,
  fx?: AccountFx,
): CoverAmounts {
  return {
    marginMinor: closed.marginMinor,
    ...closeAmounts(closed, closed.hands, remainingHands, closePriceTicks, saleFeeRate, fx),
  };
}

import { type Decision, refuse } from '../failure';
import { convertMinor, type FxRate, formatRate } from '../fx/rates';
import { formatMoney, type Minor, minor } from '../money';

/** The income channel a recharge names, as read when it is open; undefined when it is not. */
export interface RechargeChannelFacts {
  readonly id: number;
  readonly type: 'bank' | 'digital';
  readonly needPassword: boolean;
  readonly minAmountMinor: bigint;
}

/** The channel currency a recharge names, as read when it is active. */
export interface RechargeCurrencyFacts {
  readonly id: number;
  readonly channelId: number;
  readonly currency: string;
  readonly protocol: string;
}

/** What a recharge is decided on, read before its transaction: nothing of it is locked. */
export interface RechargeRows {
  readonly channel: RechargeChannelFacts | undefined;
  /** A check of the channel's password passed in the last 30 minutes (F6); true when it needs none. */
  readonly passwordPassed: boolean;
  /** The channel currency named; undefined when unknown, null when the request names none. */
  readonly payCurrency: RechargeCurrencyFacts | undefined | null;
  readonly accountCurrency: string;
  /** The platform's `minChargeAmount`. */
  readonly minChargeMinor: Minor;
  /** The rate of the quote the request carried, verified and unexpired (X6); null when none is. */
  readonly quotedRate: FxRate | null;
  /** The name of the upload the evidence names when it is this user's own (F5); undefined when not. */
  readonly evidenceUpload: string | undefined;
}

export interface RechargeRequest {
  readonly userId: number;
  readonly type: 'bank' | 'digital';
  readonly amountMinor: Minor;
  readonly evidence: string;
  readonly remark: string | null;
}

/** The conversion a request in another currency records (X6): its amount there and the rate. */
export interface RequestFx {
  readonly fxCurrency: string;
  readonly fxAmountMinor: Minor;
  readonly fxRate: string;
}

/** A recharge filed for review: its row (stored in the review's submitted status, R1); nothing posts until approval. */
export interface RechargePlan {
  readonly row: {
    readonly userId: number;
    readonly channelId: number;
    readonly type: 'bank' | 'digital';
    readonly currencyId: number | null;
    readonly currency: string;
    readonly payCurrency: string;
    readonly amountMinor: Minor;
    readonly fx: RequestFx | null;
    readonly evidence: string;
    readonly remark: string | null;
  };
  /** The uploads that become private with the submission (P7). */
  readonly privateUploads: readonly string[];
}

/**
 * Decides a recharge submission (F5, F6, X6), refusing in this order: a channel not open (404 naming
 * `channelId`) or of another type (`type`); a channel password not passed recently (`password`); a
 * currency not the channel's (`currencyId`); another currency than the account's without a valid
 * quote (`quote`), else its amount converts at the quote's rate; an account amount below the larger
 * of `minChargeAmount` and the channel's minimum (405, `min` in its values); evidence not the user's
 * own upload (404 naming `evidence`). A plan files the request and moves no money.
 */
export function decideRecharge(rows: RechargeRows, request: RechargeRequest): Decision<RechargePlan> {
  const { channel, payCurrency } = rows;
  if (channel === undefined) return refuse('F6', 'channelId', 404, 'is not available');
  if (channel.type !== request.type) return refuse('F6', 'type', 404, 'does not match the channel');
  if (channel.needPassword && !rows.passwordPassed)
    return refuse('F6', 'password', 404, 'of this channel must be checked first');
  if (payCurrency === undefined || (payCurrency !== null && payCurrency.channelId !== channel.id))
    return refuse('F6', 'currencyId', 404, 'is not available for this channel');
  let amountMinor = request.amountMinor;
  let fx: RequestFx | null = null;
  if (payCurrency !== null && payCurrency.currency !== rows.accountCurrency) {
    if (rows.quotedRate === null) return refuse('X6', 'quote', 404, 'has expired or is missing');
    amountMinor = convertMinor(request.amountMinor, rows.quotedRate);
    fx = { fxCurrency: payCurrency.currency, fxAmountMinor: request.amountMinor, fxRate: formatRate(rows.quotedRate) };
  }
  const minMinor = channel.minAmountMinor > rows.minChargeMinor ? minor(channel.minAmountMinor) : rows.minChargeMinor;
  if (amountMinor < minMinor)
    return refuse('F6', 'amount', 405, 'must be at least {min}', { min: formatMoney(minMinor) });
  if (rows.evidenceUpload === undefined) return refuse('F5', 'evidence', 404, 'must be an image you uploaded');
  const named = payCurrency === null ? rows.accountCurrency : payCurrency.currency;
  const protocol = payCurrency === null || payCurrency.protocol === 'NONE' ? '' : ` ${payCurrency.protocol}`;
  return {
    ok: true,
    value: {
      row: {
        userId: request.userId,
        channelId: channel.id,
        type: channel.type,
        currencyId: payCurrency?.id ?? null,
        currency: rows.accountCurrency,
        payCurrency: `${named}${protocol}`,
        amountMinor,
        fx,
        evidence: request.evidence,
        remark: request.remark,
      },
      privateUploads: [rows.evidenceUpload],
    },
  };
}

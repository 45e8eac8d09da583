import {
  convertMinor,
  FX_PIVOT_CURRENCY,
  FX_SPREAD_BPS,
  type FxBook,
  type FxError,
  type FxRate,
  formatRate,
  fxBook,
  type PairQuote,
  pairQuote,
  quoteRate,
} from '../fx';
import type { Conversion } from '../ledger/transfer';
import { type Minor, minor } from '../money';
import { type Checked, err, ok } from '../result';
import type { OrderCosts } from './costs';

/**
 * The two rates between an instrument's currency and an account's at one instant (X1, X3): what the
 * customer pays (costs, fees, losses) converts at `pay`, what they receive (gains) at `receive`.
 * With one currency on both sides both rates are exactly 1 and nothing is converted.
 */
export interface AccountFx {
  readonly instrumentCurrency: string;
  readonly accountCurrency: string;
  readonly pay: FxRate;
  readonly receive: FxRate;
  /** The market's mid rate, before the spread: what the rates are quoted against. */
  readonly mid: FxRate;
  /** The conversion spread each side of the mid, in basis points (X3); 0 with one currency. */
  readonly spreadBps: bigint;
}

/** The rates of `instrumentCurrency` → `accountCurrency` from a book, or `no_rate` when it lacks a pair. */
export function accountFx(
  book: FxBook,
  instrumentCurrency: string,
  accountCurrency: string,
  spreadBps: bigint = FX_SPREAD_BPS,
): Checked<AccountFx, FxError> {
  const pay = quoteRate(book, instrumentCurrency, accountCurrency, 'pay', spreadBps);
  const receive = quoteRate(book, instrumentCurrency, accountCurrency, 'receive', spreadBps);
  const mid = quoteRate(book, instrumentCurrency, accountCurrency, 'pay', 0n);
  if (!pay.ok) return pay;
  if (!receive.ok) return err(receive.error);
  if (!mid.ok) return err(mid.error);
  const spread = instrumentCurrency === accountCurrency ? 0n : spreadBps;
  return ok({
    instrumentCurrency,
    accountCurrency,
    pay: pay.value,
    receive: receive.value,
    mid: mid.value,
    spreadBps: spread,
  });
}

/** The pair codes that can price `from` → `to`: the direct pair either way, and each side's dollar pair. */
export function pairCodesFor(from: string, to: string): string[] {
  if (from === to) return [];
  const codes = [`${from}${to}`, `${to}${from}`];
  for (const currency of [from, to]) {
    if (currency !== FX_PIVOT_CURRENCY)
      codes.push(`${FX_PIVOT_CURRENCY}${currency}`, `${currency}${FX_PIVOT_CURRENCY}`);
  }
  return codes;
}

/**
 * The rates of `instrumentCurrency` → `accountCurrency` from the latest quotes of the pairs that can
 * price them (`quoteOf` answers a pair code's bid and ask as decimal strings, or undefined); null when
 * they cannot be priced. The server's settlement and the app's estimate both use it, so they agree.
 */
export function accountFxFromQuotes(
  quoteOf: (code: string) => { readonly bid: string; readonly ask: string } | undefined,
  instrumentCurrency: string,
  accountCurrency: string,
  spreadBps?: bigint,
): AccountFx | null {
  const pairs: PairQuote[] = [];
  for (const code of pairCodesFor(instrumentCurrency, accountCurrency)) {
    const quote = quoteOf(code);
    if (!quote) continue;
    const pair = pairQuote(code, quote.bid, quote.ask);
    if (pair.ok) pairs.push(pair.value);
  }
  const fx = accountFx(fxBook(pairs), instrumentCurrency, accountCurrency, spreadBps);
  return fx.ok ? fx.value : null;
}

/** Whether the two currencies differ, so amounts are converted and postings go through `fx`. */
export function converts(fx: AccountFx): boolean {
  return fx.instrumentCurrency !== fx.accountCurrency;
}

/** An amount priced in the instrument's currency, with its account-currency value and how it was reached. */
export interface Converted {
  readonly instrumentMinor: Minor;
  readonly accountMinor: Minor;
  /** The conversion to record on the ledger; null when no currency changed or the amount is zero. */
  readonly conversion: Conversion | null;
}

/**
 * Converts a non-negative amount the customer pays (`pay`) or receives (`receive`) into the account's
 * currency, rounded half-up once (X1).
 */
export function convertAmount(fx: AccountFx, instrumentMinor: Minor, side: 'pay' | 'receive'): Converted {
  if (instrumentMinor < 0n) throw new RangeError(`convertAmount takes a magnitude, got ${instrumentMinor}`);
  if (!converts(fx)) return { instrumentMinor, accountMinor: instrumentMinor, conversion: null };
  const rate = side === 'pay' ? fx.pay : fx.receive;
  const accountMinor = convertMinor(instrumentMinor, rate);
  const conversion: Conversion | null =
    instrumentMinor === 0n || accountMinor === 0n
      ? null
      : {
          instrumentCurrency: fx.instrumentCurrency,
          instrumentAmountMinor: instrumentMinor,
          accountCurrency: fx.accountCurrency,
          accountAmountMinor: accountMinor,
          rate: formatRate(rate),
        };
  return { instrumentMinor, accountMinor, conversion };
}

/**
 * Converts a signed P&L: a gain at the `receive` rate, a loss at the `pay` rate, so the spread is
 * against the customer either way (X3). The account amount keeps the sign.
 */
export function convertPnl(fx: AccountFx, pnlInstrumentMinor: Minor): Converted {
  const negative = pnlInstrumentMinor < 0n;
  const magnitude = convertAmount(
    fx,
    minor(negative ? -pnlInstrumentMinor : pnlInstrumentMinor),
    negative ? 'pay' : 'receive',
  );
  return {
    instrumentMinor: pnlInstrumentMinor,
    accountMinor: minor(negative ? -magnitude.accountMinor : magnitude.accountMinor),
    conversion: magnitude.conversion,
  };
}

/** The identity conversion between a currency and itself, for positions priced in the account's own currency. */
export function sameCurrency(currency: string): AccountFx {
  const one = { numerator: 1n, scale: 0 };
  return {
    instrumentCurrency: currency,
    accountCurrency: currency,
    pay: { from: currency, to: currency, side: 'pay', rate: one },
    receive: { from: currency, to: currency, side: 'receive', rate: one },
    mid: { from: currency, to: currency, side: 'pay', rate: one },
    spreadBps: 0n,
  };
}

/** An order's costs in both currencies (see `convertCosts`). */
export interface ConvertedCosts {
  /** Margin, fee, insurance and total in the account's currency: what the account pays (O2). */
  readonly account: OrderCosts;
  readonly margin: Converted;
  readonly openingFee: Converted;
  readonly insurance: Converted;
}

/**
 * Converts costs computed in the instrument's currency into the account's at the `pay` rate, each
 * component rounded half-up once from its instrument amount (X1), and the total their exact sum (O2).
 * The notional is converted too, for display; nothing is posted from it.
 */
export function convertCosts(costs: OrderCosts, fx: AccountFx): ConvertedCosts {
  const margin = convertAmount(fx, costs.marginMinor, 'pay');
  const openingFee = convertAmount(fx, costs.openingFeeMinor, 'pay');
  const insurance = convertAmount(fx, costs.insuranceCostMinor, 'pay');
  return {
    account: {
      notionalMinor: convertAmount(fx, costs.notionalMinor, 'pay').accountMinor,
      marginMinor: margin.accountMinor,
      openingFeeMinor: openingFee.accountMinor,
      insuranceCostMinor: insurance.accountMinor,
      totalMinor: minor(margin.accountMinor + openingFee.accountMinor + insurance.accountMinor),
    },
    margin,
    openingFee,
    insurance,
  };
}

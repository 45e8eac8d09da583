import { currencyDecimals } from '../fx/currencies';
import { type FxRate, recordedRate } from '../fx/rates';
import { type Minor, MONEY_DECIMALS, minor, parsePrice, parseRate, type Rate, type Ticks } from '../money';
import { type Checked, err, ok } from '../result';
import { withChanges } from '../shape';
import { type AccountFx, convertAmount } from './account-fx';
import { orderCosts } from './costs';
import type { Direction } from './settings';
import { closeAmounts } from './split';

/**
 * Fill receipts (docs/SPEC.md RC): what a fill shows the customer, and the one recomputation of every
 * amount from what it shows. The receipt is text (decimal strings, as the wire carries them); a reader
 * with the published code recomputes each fee, the conversion and the margin from that text alone and
 * gets the amounts the ledger posted, to the minor unit (RC1).
 */

/**
 * The simulator's step, in ms: quote sequence number k of a simulated product is its quote at
 * k × QUOTE_STEP_MS (epoch ms), so `seq` and the published seed name one tick exactly (RC2).
 */
export const QUOTE_STEP_MS = 1_000;

/** The sequence number of a quote taken at `timeMs`, or null when the instant is not on the simulator's step. */
export function quoteSeqOf(timeMs: number): number | null {
  return Number.isSafeInteger(timeMs) && timeMs % QUOTE_STEP_MS === 0 ? timeMs / QUOTE_STEP_MS : null;
}

/** The instant (epoch ms) of quote sequence number `seq`. */
export function quoteSeqTimeMs(seq: number): number {
  return seq * QUOTE_STEP_MS;
}

/** The start of the simulator step holding `timeMs`: where a feed step and a book's first quote are taken. */
export function quoteStepStartMs(timeMs: number): number {
  return timeMs - (((timeMs % QUOTE_STEP_MS) + QUOTE_STEP_MS) % QUOTE_STEP_MS);
}

/** The published trading rates a fill used, as the settings publish them (decimal strings). */
export interface ReceiptRates {
  readonly tradeBuyFee: string;
  readonly tradeSaleFee: string;
  readonly tradeDefaultRate: string;
  readonly tradeInsuranceRate: string;
}

/** What a receipt shows about one fill: enough, as text, to recompute every amount of it (RC1). */
export interface ReceiptTerms {
  /** `open`: the position's opening fill; `close`: the fill that closed these hands. */
  readonly leg: 'open' | 'close';
  readonly direction: Direction;
  /** The product's price decimals. */
  readonly decimals: number;
  readonly hands: number;
  /** On a close, the hands of the same position that stayed open (O3: a piece settles whole − rest). */
  readonly remainingHands: number;
  readonly handCount: number;
  readonly lever: number | null;
  readonly insurance: boolean;
  readonly instrumentCurrency: string;
  readonly accountCurrency: string;
  /** The fill price (decimal string). */
  readonly price: string;
  /** The opening price, for a close's P&L (decimal string); the fill price on an open. */
  readonly entryPrice: string;
  readonly rates: ReceiptRates;
  /** The rates the fill converted at (X1, X3), or null when the instrument is priced in the account's currency. */
  readonly fx: { readonly pay: string; readonly receive: string } | null;
}

/** One fee of a fill: its published rate, what it is a rate of, and what it came to. */
export interface ExplainedFee {
  readonly name: 'openingFee' | 'insurance' | 'closingFee';
  /** The published rate (a fraction: `"0.0005"` is 0.05 %). */
  readonly rate: string;
  /** What the rate applies to, in the instrument's currency: the notional, or the margin for insurance. */
  readonly baseMinor: Minor;
  /** The fee in the instrument's currency, rounded half-up once. */
  readonly amountMinor: Minor;
  /** The fee as the account paid it, converted once at the pay rate (X1). */
  readonly accountMinor: Minor;
}

/** Every amount of a fill recomputed from its receipt. */
export interface ExplainedFill {
  /** Price × hands × handCount, in the instrument's currency. */
  readonly notionalMinor: Minor;
  /** The margin taken (open) or released (close), in the instrument's and the account's currency. */
  readonly marginMinor: Minor;
  readonly marginAccountMinor: Minor;
  readonly fees: readonly ExplainedFee[];
  /** A close's realised P&L in the instrument's and account's currency; 0 on an open. */
  readonly pnlMinor: Minor;
  readonly pnlAccountMinor: Minor;
  /** The side of the quote a fill at the quote takes (O5): a buy opens at the ask and closes at the bid. */
  readonly quoteSide: 'bid' | 'ask';
}

/** Why a receipt does not read: the field, then what is wrong with it (`fx.pay: lots is not a rate`). */
export type ReceiptError = string;

function readPrice(text: string, decimals: number, field: string): Checked<Ticks, ReceiptError> {
  const parsed = parsePrice(text, decimals);
  return parsed.ok ? ok(parsed.value) : err(`${field}: ${text} is not a price of ${decimals} decimals`);
}

function readRate(text: string, field: string): Checked<Rate, ReceiptError> {
  const parsed = parseRate(text);
  return parsed.ok && parsed.value.numerator >= 0n ? ok(parsed.value) : err(`${field}: ${text} is not a rate`);
}

/** The receipt's conversion as core's rates; undefined when nothing converts. */
function readFx(terms: ReceiptTerms): Checked<AccountFx | undefined, ReceiptError> {
  if (terms.fx === null) return ok(undefined);
  const { instrumentCurrency: from, accountCurrency: to } = terms;
  const pay = recordedRate(from, to, 'pay', terms.fx.pay);
  const receive = recordedRate(from, to, 'receive', terms.fx.receive);
  if (pay === null) return err(`fx.pay: ${terms.fx.pay} is not a rate`);
  if (receive === null) return err(`fx.receive: ${terms.fx.receive} is not a rate`);
  const mid: FxRate = withChanges(pay, { side: 'pay' });
  return ok({ instrumentCurrency: from, accountCurrency: to, pay, receive, mid, spreadBps: 0n });
}

const RATE_NAMES = ['tradeBuyFee', 'tradeSaleFee', 'tradeDefaultRate', 'tradeInsuranceRate'] as const;

/** A receipt's terms as numbers: its prices, conversion and rates, or the first field that does not read. */
interface ReadTerms {
  readonly price: Ticks;
  readonly entry: Ticks;
  readonly fx: AccountFx | undefined;
  readonly rates: Readonly<Record<(typeof RATE_NAMES)[number], Rate>>;
}

function readTerms(terms: ReceiptTerms): Checked<ReadTerms, ReceiptError> {
  const price = readPrice(terms.price, terms.decimals, 'price');
  if (!price.ok) return price;
  const entry = readPrice(terms.entryPrice, terms.decimals, 'entryPrice');
  if (!entry.ok) return entry;
  const fx = readFx(terms);
  if (!fx.ok) return fx;
  const rates = {} as Record<(typeof RATE_NAMES)[number], Rate>;
  for (const name of RATE_NAMES) {
    const rate = readRate(terms.rates[name], `rates.${name}`);
    if (!rate.ok) return rate;
    rates[name] = rate.value;
  }
  return ok({ price: price.value, entry: entry.value, fx: fx.value, rates });
}

/** The opening fill's figures: margin, opening fee and insurance, each converted once at the pay rate. */
function explainOpen(
  terms: ReceiptTerms,
  open: ReturnType<typeof orderCosts>,
  pay: (m: Minor) => Minor,
): ExplainedFill {
  return {
    notionalMinor: open.notionalMinor,
    marginMinor: open.marginMinor,
    marginAccountMinor: pay(open.marginMinor),
    fees: [
      {
        name: 'openingFee',
        rate: terms.rates.tradeBuyFee,
        baseMinor: open.notionalMinor,
        amountMinor: open.openingFeeMinor,
        accountMinor: pay(open.openingFeeMinor),
      },
      ...(terms.insurance
        ? [
            {
              name: 'insurance' as const,
              rate: terms.rates.tradeInsuranceRate,
              baseMinor: open.marginMinor,
              amountMinor: open.insuranceCostMinor,
              accountMinor: pay(open.insuranceCostMinor),
            },
          ]
        : []),
    ],
    pnlMinor: minor(0n),
    pnlAccountMinor: minor(0n),
    quoteSide: terms.direction === 'buy' ? 'ask' : 'bid',
  };
}

/** The closing fill's figures: the closing fee and the P&L of the hands closed (O3, X1). */
function explainClose(
  terms: ReceiptTerms,
  read: ReadTerms,
  open: ReturnType<typeof orderCosts>,
  pay: (m: Minor) => Minor,
  moneyDecimals: number,
): ExplainedFill {
  const size = {
    direction: terms.direction,
    buildPriceTicks: read.entry,
    hands: terms.hands,
    handCount: terms.handCount,
    decimals: terms.decimals,
  };
  const { hands, remainingHands } = terms;
  const inInstrument = closeAmounts(size, hands, remainingHands, read.price, read.rates.tradeSaleFee);
  const converted =
    read.fx === undefined
      ? undefined
      : closeAmounts(size, hands, remainingHands, read.price, read.rates.tradeSaleFee, read.fx);
  const closeNotional = orderCosts({
    priceTicks: read.price,
    decimals: terms.decimals,
    hands,
    handCount: terms.handCount,
    lever: terms.lever,
    defaultRate: read.rates.tradeDefaultRate,
    buyFeeRate: read.rates.tradeSaleFee,
    insuranceRate: read.rates.tradeInsuranceRate,
    insurance: false,
    moneyDecimals,
  }).notionalMinor;
  return {
    notionalMinor: closeNotional,
    marginMinor: open.marginMinor,
    marginAccountMinor: pay(open.marginMinor),
    fees: [
      {
        name: 'closingFee',
        rate: terms.rates.tradeSaleFee,
        baseMinor: closeNotional,
        amountMinor: converted?.converted?.closingFee.instrumentMinor ?? inInstrument.closingFeeMinor,
        accountMinor: converted?.closingFeeMinor ?? inInstrument.closingFeeMinor,
      },
    ],
    pnlMinor: converted?.converted?.pnl.instrumentMinor ?? inInstrument.pnlMinor,
    pnlAccountMinor: converted?.pnlMinor ?? inInstrument.pnlMinor,
    quoteSide: terms.direction === 'buy' ? 'bid' : 'ask',
  };
}

/**
 * Recomputes a fill from its receipt alone (RC1), by the published rules (PRODUCT.md "Trading rules",
 * SPEC O2, O3, X1, X3): notional, margin, fees and insurance rounded half-up once in the instrument's
 * currency and converted once (a fee and a loss at the pay rate, a gain at the receive rate); a close
 * as the whole position less the hands that stay open. A field that does not read answers its name.
 */
export function explainFill(terms: ReceiptTerms): Checked<ExplainedFill, ReceiptError> {
  const read = readTerms(terms);
  if (!read.ok) return read;
  const { fx, rates } = read.value;
  const moneyDecimals = fx === undefined ? MONEY_DECIMALS : currencyDecimals(terms.instrumentCurrency);
  const pay = (amount: Minor) => (fx === undefined ? amount : convertAmount(fx, amount, 'pay').accountMinor);
  const open = orderCosts({
    priceTicks: terms.leg === 'open' ? read.value.price : read.value.entry,
    decimals: terms.decimals,
    hands: terms.hands,
    handCount: terms.handCount,
    lever: terms.lever,
    defaultRate: rates.tradeDefaultRate,
    buyFeeRate: rates.tradeBuyFee,
    insuranceRate: rates.tradeInsuranceRate,
    insurance: terms.insurance,
    moneyDecimals,
  });
  return ok(
    terms.leg === 'open' ? explainOpen(terms, open, pay) : explainClose(terms, read.value, open, pay, moneyDecimals),
  );
}

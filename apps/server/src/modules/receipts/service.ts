import { type Body, Code, type Locale, type orderReceipt, type Receipt } from '@demo/contract';
import {
  currencyDecimals,
  type DepthWalk,
  depthBook,
  type ExplainedFill,
  explainFill,
  formatMoney,
  formatPrice,
  isUserEntryType,
  minor,
  QUOTE_STEP_MS,
  type ReceiptRates,
  recordPartOf,
  ticks,
  walkDepth,
} from '@demo/core';
import { fail, ok, type Result } from '../../lib/result';
import type { MarketBook } from '../../market/market-book';
import { readSettings } from '../../settings/service';
import { catalogOf, type TradingDeps, tradingTerms, viewOrder } from '../trading';
import { accountKinds, familyOf, type OrderRowOf, orderById, settingChangesAfter, transfersOf } from './store';

/** What receipts read: the trading deps, and the node's market book for the simulator's seed. */
export interface ReceiptDeps extends TradingDeps {
  readonly book: Pick<MarketBook, 'seed' | 'product' | 'holidays' | 'history'>;
  /** The codes a live feed prices (LIVE_FEED): their quotes are not the simulator's, so they carry no seq. */
  readonly liveCodes?: { has(code: string): boolean };
}

/** Says that the order is not one of the caller's, of the `orderId` field (never whose it is). */
export const NO_SUCH_ORDER = { en: 'orderId: no such order', hi: 'orderId: ऐसा कोई ऑर्डर नहीं है' } as const;

const RATE_KEYS = ['tradeBuyFee', 'tradeSaleFee', 'tradeDefaultRate', 'tradeInsuranceRate'] as const;

/**
 * The published rates in force at `atMs` (RC3): the current settings, except where an approved change
 * was decided after that instant, whose `previous` value was then in force.
 */
export async function ratesAt(deps: Pick<TradingDeps, 'db'>, atMs: number): Promise<ReceiptRates> {
  const current = await readSettings(deps.db);
  const rates: Record<(typeof RATE_KEYS)[number], string> = {
    tradeBuyFee: current.tradeBuyFee,
    tradeSaleFee: current.tradeSaleFee,
    tradeDefaultRate: current.tradeDefaultRate,
    tradeInsuranceRate: current.tradeInsuranceRate,
  };
  const seen = new Set<string>();
  for (const change of await settingChangesAfter(deps.db, RATE_KEYS, atMs)) {
    if (seen.has(change.key)) continue;
    seen.add(change.key);
    const previous: unknown = JSON.parse(change.previous);
    if (typeof previous === 'string' && (RATE_KEYS as readonly string[]).includes(change.key)) {
      rates[change.key as (typeof RATE_KEYS)[number]] = previous;
    }
  }
  return rates;
}

/** The customer's own order's receipt; another's answers as if it did not exist (code 404 naming `orderId`). */
export async function customerReceipt(
  deps: ReceiptDeps,
  userId: number,
  orderId: number,
  locale: Locale,
): Promise<Result<Body<typeof orderReceipt>>> {
  const row = await orderById(deps.db, orderId);
  if (!row || row.userId !== userId) return fail(Code.ABNORMAL_DATA, NO_SUCH_ORDER);
  return ok(await receiptOf(deps, row, locale));
}

/** Any customer's order's receipt, for staff (RC6): the very reply the customer gets. */
export async function staffReceipt(deps: ReceiptDeps, orderId: number, locale: Locale): Promise<Result<Receipt>> {
  const row = await orderById(deps.db, orderId);
  if (!row) return fail(Code.ABNORMAL_DATA, NO_SUCH_ORDER);
  return ok(await receiptOf(deps, row, locale));
}

type Fill = Receipt['fills'][number];

/** What every part of one receipt reads: the order, its family and how its figures are written. */
interface ReceiptFrame {
  readonly row: OrderRowOf;
  readonly root: OrderRowOf;
  readonly rootId: number;
  readonly family: readonly OrderRowOf[];
  readonly familyHands: number;
  readonly instrumentCurrency: string;
  /** A new-share or group allotment: filled at the offering's price, not on a quote. */
  readonly allotted: boolean;
  readonly money: (amount: bigint) => string;
  readonly accountMoney: (amount: bigint) => string;
  readonly price: (value: bigint) => string;
  readonly fxOf: (pay: string | null, receive: string | null, spreadBps: number | null) => Fill['fx'];
  readonly quoteOf: (
    bid: bigint | null,
    ask: bigint | null,
    timeMs: number | null,
    seq: number | null,
  ) => Fill['quote'];
}

function receiptFrame(deps: ReceiptDeps, row: OrderRowOf, family: readonly OrderRowOf[]): ReceiptFrame {
  const rootId = row.parentId ?? row.id;
  const instrumentCurrency = row.instrumentCurrency ?? row.currency;
  const accountDecimals = currencyDecimals(row.currency);
  const instrumentDecimals = row.instrumentCurrency === null ? accountDecimals : currencyDecimals(instrumentCurrency);
  const price = (value: bigint) => formatPrice(ticks(value), row.decimals);
  const simulated = !(deps.liveCodes?.has(row.code) ?? false);
  const pair = `${instrumentCurrency}${row.currency}`;
  return {
    row,
    root: family.find((r) => r.id === rootId) ?? row,
    rootId,
    family,
    familyHands: family.reduce((sum, r) => sum + r.hands, 0),
    instrumentCurrency,
    allotted: row.source === 'new_share' || row.source === 'group',
    money: (amount) => formatMoney(minor(amount), instrumentDecimals),
    accountMoney: (amount) => formatMoney(minor(amount), accountDecimals),
    price,
    fxOf: (pay, receive, spreadBps) =>
      pay === null || receive === null || row.instrumentCurrency === null || row.instrumentCurrency === row.currency
        ? null
        : { pair, rate: pay, receiveRate: receive, spread: formatMoney(minor(BigInt(spreadBps ?? 0)), 4) },
    quoteOf: (bid, ask, timeMs, seq) =>
      bid === null || ask === null || timeMs === null
        ? null
        : { bid: price(bid), ask: price(ask), seq: simulated ? seq : null, time: timeMs },
  };
}

/** The opening fill, for all the hands opened together, and whether it recomputes (RC1, DP5). */
function openFill(
  deps: ReceiptDeps,
  frame: ReceiptFrame,
  rates: Receipt['settings'],
): { fill: Fill; recomputes: boolean } | null {
  const { row, root, family, familyHands, allotted, price, money, accountMoney } = frame;
  if (root.buildPriceTicks === null) return null;
  const openFx = frame.fxOf(root.openFxRate, root.openFxReceiveRate, root.openFxSpreadBps);
  const openQuote = frame.quoteOf(root.openBidTicks, root.openAskTicks, root.openQuoteTime, root.openQuoteSeq);
  const explained = explainFill({
    leg: 'open',
    direction: row.direction,
    decimals: row.decimals,
    hands: familyHands,
    remainingHands: 0,
    handCount: row.handCount,
    lever: row.lever,
    insurance: row.insurance,
    instrumentCurrency: frame.instrumentCurrency,
    accountCurrency: row.currency,
    rates,
    fx: openFx && { pay: openFx.rate, receive: openFx.receiveRate },
    price: price(root.buildPriceTicks),
    entryPrice: price(root.buildPriceTicks),
  });
  if (!explained.ok) throw new Error(`order ${row.id}: its receipt does not read: ${explained.error}`);
  const open = explained.value;
  const sum = (pick: (r: OrderRowOf) => bigint) => family.reduce((total, r) => total + pick(r), 0n);
  const [fee, insurance] = open.fees;
  let recomputes =
    allotted ||
    (open.marginAccountMinor === sum((r) => r.marginMinor) &&
      fee?.accountMinor === sum((r) => r.openingFeeMinor) &&
      (insurance?.accountMinor ?? 0n) === sum((r) => r.insuranceMinor));
  const quoteSide = openQuote && (open.quoteSide === 'ask' ? root.openAskTicks : root.openBidTicks);
  const walk = quoteSide === root.buildPriceTicks || allotted ? null : walkedFill(deps, root, familyHands);
  // DP5: a walked fill recomputes from the book of its own quote, or the receipt says it does not.
  if (walk) recomputes &&= walk.priceTicks === root.buildPriceTicks;
  const byDepth = walk !== null && walk.priceTicks === root.buildPriceTicks;
  const fromQuote = quoteSide === null || quoteSide === root.buildPriceTicks;
  return {
    recomputes,
    fill: {
      leg: 'open',
      quote: allotted ? null : openQuote,
      spread: openQuote && price((root.openAskTicks ?? 0n) - (root.openBidTicks ?? 0n)),
      price: price(root.buildPriceTicks),
      priceSource: allotted ? 'offering' : fromQuote ? 'quote' : byDepth ? 'depth' : 'limit',
      depth: byDepth ? walk.levels.map((l) => ({ price: price(l.priceTicks), size: l.sizeLots })) : null,
      hands: familyHands,
      remainingHands: 0,
      notional: money(open.notionalMinor),
      fees: allotted ? [] : open.fees.map((f) => feeView(f, money, accountMoney)),
      fx: openFx,
      pnl: accountMoney(0n),
      time: root.buildTime,
    },
  };
}

/** The closing fill of a covered order, and whether its fee and P&L recompute (RC1). */
async function closeFill(deps: ReceiptDeps, frame: ReceiptFrame, nowMs: number) {
  const { row, root, rootId, family, familyHands, price, money, accountMoney } = frame;
  if (row.status !== 'COVER' || row.coverPriceTicks === null) return null;
  // O3: the root closes last, with nothing left; each partial cover left open what the children
  // split off after it have, plus the root's own hands.
  const remainingHands =
    row.id === rootId
      ? 0
      : familyHands - family.filter((r) => r.id !== rootId && r.id <= row.id).reduce((sum, r) => sum + r.hands, 0);
  const closeFx = frame.fxOf(row.coverFxRate, row.coverFxReceiveRate, row.coverFxSpreadBps);
  const explained = explainFill({
    leg: 'close',
    direction: row.direction,
    decimals: row.decimals,
    hands: row.hands,
    remainingHands,
    handCount: row.handCount,
    lever: row.lever,
    insurance: row.insurance,
    instrumentCurrency: frame.instrumentCurrency,
    accountCurrency: row.currency,
    rates: await ratesAt(deps, row.coverTime ?? nowMs),
    fx: closeFx && { pay: closeFx.rate, receive: closeFx.receiveRate },
    price: price(row.coverPriceTicks),
    entryPrice: price(root.buildPriceTicks ?? row.coverPriceTicks),
  });
  if (!explained.ok) throw new Error(`order ${row.id}: its receipt does not read: ${explained.error}`);
  const close = explained.value;
  const quote = frame.quoteOf(row.coverBidTicks, row.coverAskTicks, row.coverQuoteTime, row.coverQuoteSeq);
  const quoteSide = close.quoteSide === 'bid' ? row.coverBidTicks : row.coverAskTicks;
  const stopped = row.closeReason === 'stop_loss' && row.insurance;
  const fill: Fill = {
    leg: 'close',
    quote,
    spread: quote && price((row.coverAskTicks ?? 0n) - (row.coverBidTicks ?? 0n)),
    price: price(row.coverPriceTicks),
    priceSource: quote === null || quoteSide === row.coverPriceTicks ? 'quote' : stopped ? 'stop' : 'limit',
    depth: null,
    hands: row.hands,
    remainingHands,
    notional: money(close.notionalMinor),
    fees: close.fees.map((f) => feeView(f, money, accountMoney)),
    fx: closeFx,
    pnl: accountMoney(close.pnlAccountMinor),
    time: row.coverTime,
  };
  return {
    fill,
    recomputes: close.fees[0]?.accountMinor === row.closingFeeMinor && close.pnlAccountMinor === row.profitMinor,
  };
}

/** The ledger transfers the order made, with the kinds of account each moved money between. */
async function receiptEntries(deps: ReceiptDeps, orderId: number, rootId: number): Promise<Receipt['entries']> {
  const transfers = await transfersOf(deps.db, orderId, rootId);
  const kinds = await accountKinds(
    deps.db,
    transfers.flatMap((t) => [t.debitAccountId, t.creditAccountId]),
  );
  return transfers.map((t) => ({
    id: t.id,
    type: t.type,
    part: isUserEntryType(t.type) ? recordPartOf(t.type, t.idempotencyId) : null,
    from: kinds.get(t.debitAccountId) ?? 'unknown',
    to: kinds.get(t.creditAccountId) ?? 'unknown',
    amount: formatMoney(minor(t.amountMinor), currencyDecimals(t.currency)),
    currency: t.currency,
    fx:
      t.fxRate === null || t.fxInstrumentCurrency === null || t.fxInstrumentAmountMinor === null
        ? null
        : {
            rate: t.fxRate,
            instrumentCurrency: t.fxInstrumentCurrency,
            instrumentAmount: formatMoney(minor(t.fxInstrumentAmountMinor), currencyDecimals(t.fxInstrumentCurrency)),
          },
    createdAt: t.createdAt.getTime(),
  }));
}

/**
 * Builds an order's receipt (RC1–RC3) from its row, its family (a partial cover's opening fill is its
 * parent's, for all the hands opened together), the rates published at each fill and its ledger
 * transfers; every amount shown is recomputed by core `explainFill` and compared with what was posted.
 */
async function receiptOf(deps: ReceiptDeps, row: OrderRowOf, locale: Locale): Promise<Receipt> {
  const nowMs = deps.now();
  const family = await familyOf(deps.db, row.parentId ?? row.id);
  const frame = receiptFrame(deps, row, family);
  const terms = await tradingTerms(deps, nowMs);
  const catalog = await catalogOf(deps.db, nowMs);
  const order = viewOrder(row, catalog.productById(row.productId), deps.market, terms, locale);
  const openRates = await ratesAt(deps, frame.root.buildTime ?? row.commitTime);
  const opened = openFill(deps, frame, openRates);
  const closed = await closeFill(deps, frame, nowMs);
  const fills = [opened?.fill, closed?.fill].filter((f): f is Fill => f !== undefined);
  const open = opened?.fill;
  return {
    order,
    simulator: deps.liveCodes?.has(row.code) ? null : { seed: deps.book.seed, stepMs: QUOTE_STEP_MS },
    quote: open?.quote ?? null,
    spread: open?.spread ?? null,
    fees: open?.fees ?? [],
    fx: open?.fx ?? null,
    margin: frame.accountMoney(row.marginMinor),
    marginBasis: { lever: row.lever, rate: row.lever === null ? openRates.tradeDefaultRate : null },
    fills,
    settings: openRates,
    entries: await receiptEntries(deps, row.id, frame.rootId),
    recomputes: (opened?.recomputes ?? false) && (closed?.recomputes ?? true),
  };
}

/**
 * The walk of a market order's opening fill through the book of the quote it filled on (DP4, DP5):
 * the book is a pure function of the seed, the instrument and that quote, and a market order fills
 * only in session, so the receipt draws it again; null for a limit order or a fill without a quote.
 */
function walkedFill(deps: ReceiptDeps, root: OrderRowOf, hands: number): DepthWalk | null {
  const product = deps.book.product(root.code);
  const { openBidTicks: bid, openAskTicks: ask, openQuoteTime: time } = root;
  if (root.priceType !== 'market' || !product || bid === null || ask === null || time === null) return null;
  const quote = { code: root.code, time, bidTicks: ticks(bid), askTicks: ticks(ask) };
  const book = depthBook({ quote, instrument: product.instrument, seed: deps.book.seed, marketOpen: true });
  return walkDepth(book, root.direction, hands);
}

const SETTING_OF = { openingFee: 'tradeBuyFee', insurance: 'tradeInsuranceRate', closingFee: 'tradeSaleFee' } as const;

function feeView(
  fee: ExplainedFill['fees'][number],
  money: (amount: bigint) => string,
  accountMoney: (amount: bigint) => string,
): Receipt['fees'][number] {
  return {
    name: fee.name,
    setting: SETTING_OF[fee.name],
    rate: fee.rate,
    base: money(fee.baseMinor),
    amount: money(fee.amountMinor),
    accountAmount: accountMoney(fee.accountMinor),
  };
}

import type { AiProduct, EquityPoint, Locale, UserAi } from '@demo/contract';
import {
  advanceLive,
  type BacktestResult,
  EQUITY_DECIMALS,
  formatMoney,
  type LiveState,
  markLive,
  minor,
  type StrategyPosition,
} from '@demo/core';
import type { ProductRecord } from '../../market/products';
import { type AiMarket, type BarWindow, barWindow, cachedBacktest, priceTicks, storedStrategy } from './market';
import type { AiProductRow, UserAiRow } from './store';

/** Rows into the contract's shapes, with statistics from the backtest and P&L marked at the latest price. */

export interface ViewContext {
  market: AiMarket;
  nowMs: number;
  locale: Locale;
  /** The account currency the amounts are in (`defaultCurrency`). */
  currency: string;
}

const money = (amountMinor: bigint) => formatMoney(minor(amountMinor));

function instrumentOf(market: AiMarket, productId: number): ProductRecord {
  const product = market.productById(productId);
  // The foreign key keeps the product row; a book without it has not loaded, which is a bug here.
  if (!product) throw new Error(`AI products: product ${productId} is not in the market book`);
  return product;
}

export interface ProductView {
  product: AiProduct;
  backtest: BacktestResult;
  window: BarWindow;
}

/** An AI product as published: its terms and its backtest over the current window (I4). */
export async function viewProduct(row: AiProductRow, v: ViewContext): Promise<ProductView> {
  const instrument = instrumentOf(v.market, row.productId);
  const window = await barWindow(v.market, instrument, v.nowMs);
  const result = cachedBacktest(window, instrument.id, row.strategy, row.params, row.lever);
  const hindi = v.locale === 'hi';
  return {
    backtest: result,
    window,
    product: {
      id: row.id,
      name: hindi ? row.nameHi : row.name,
      description: hindi ? row.descriptionHi : row.description,
      strategy: storedStrategy(row.strategy, row.params).kind,
      params: row.params,
      market: instrument.market,
      code: instrument.code,
      codeName: (hindi ? instrument.nameHi : null) ?? instrument.name,
      currency: v.currency,
      minAmount: money(row.minAmountMinor),
      maxAmount: money(row.maxAmountMinor),
      unit: money(row.unitMinor),
      lever: row.lever,
      periodDays: row.periodDays,
      winRate: result.winRate,
      trades: result.trades,
      returnRates: result.returns,
      backtestFrom: window.fromMs,
      backtestTo: window.toMs,
    },
  };
}

export function curveOf(result: BacktestResult): EquityPoint[] {
  return result.curve.map((p) => ({ time: p.time, equity: formatMoney(minor(p.equity), EQUITY_DECIMALS) }));
}

export function stateOf(row: UserAiRow): LiveState {
  return {
    equityMinor: row.equityMinor,
    position: row.position as StrategyPosition,
    anchorPriceTicks: row.anchorPriceTicks,
    anchorBarMs: row.anchorBarMs,
  };
}

/**
 * What a purchase is worth now: settled, its settled equity; running, its state advanced through the
 * bars completed since it was last stepped and marked at the latest price (the runner's own steps,
 * I5); paused, its committed equity.
 */
export async function currentEquity(row: UserAiRow, market: AiMarket, nowMs: number): Promise<bigint> {
  if (row.status !== 'running') return row.equityMinor;
  const instrument = instrumentOf(market, row.productId);
  const price = priceTicks(market, instrument);
  if (price === null) return row.equityMinor;
  const window = await barWindow(market, instrument, nowMs);
  const spec = storedStrategy(row.strategy, row.params);
  return markLive(advanceLive(stateOf(row), window.bars, spec, row.lever), price, row.lever);
}

async function currentPosition(row: UserAiRow, market: AiMarket, nowMs: number): Promise<StrategyPosition> {
  if (row.status !== 'running') return 0;
  const instrument = instrumentOf(market, row.productId);
  const window = await barWindow(market, instrument, nowMs);
  return advanceLive(stateOf(row), window.bars, storedStrategy(row.strategy, row.params), row.lever).position;
}

const POSITION_NAMES = { '1': 'long', '0': 'flat', '-1': 'short' } as const;

/** A purchase as its owner sees it, with the product as published now. */
export async function viewUserAi(row: UserAiRow, product: AiProduct, v: ViewContext): Promise<UserAi> {
  const equity = await currentEquity(row, v.market, v.nowMs);
  const position = await currentPosition(row, v.market, v.nowMs);
  const ended = row.settledAt !== null;
  return {
    id: row.id,
    product,
    accountType: row.accountSet,
    amount: money(row.amountMinor),
    lever: row.lever,
    pnl: money(ended ? (row.settledPnlMinor ?? 0n) : equity - row.amountMinor),
    value: money(equity),
    position: POSITION_NAMES[String(position) as '1' | '0' | '-1'],
    status: row.status,
    startAt: row.startAt,
    endAt: row.endAt,
    settledAt: row.settledAt,
  };
}

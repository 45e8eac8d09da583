// Helpers that drive the pure trading rules and the ledger together the way the engine will: check, cost, post, split, settle.
import { type AccountSet, postClosePosition, postDeposit, postOpenPosition } from '../../src/ledger/index';
import { type Minor, type Ticks, ticks } from '../../src/money';
import {
  coverAmounts,
  type OrderMarketState,
  type OrderRequest,
  type Position,
  splitForCover,
  type TradingSettings,
  validateOrder,
} from '../../src/trading/index';
import { ctx, TestLedger, testSettings } from '../ledger/harness';

/** A product with 2 decimals, 10 units per hand and lever 10. */
export const PRODUCT = { decimals: 2, handCount: 10, lever: 10 } as const;

export function quote(bid: bigint, ask: bigint) {
  return { bidTicks: ticks(bid), askTicks: ticks(ask) };
}

export class Trader {
  readonly settings: TradingSettings = testSettings();

  constructor(
    readonly ledger: TestLedger,
    readonly userId: number,
    readonly set: AccountSet = 'real',
  ) {}

  static funded(amountMinor: Minor, userId = 1): Trader {
    const ledger = new TestLedger();
    ledger.post(postDeposit(ctx(userId, `charge:${userId}:approve`), amountMinor));
    return new Trader(ledger, userId);
  }

  get available(): Minor {
    return this.ledger.user(this.userId, this.set).available;
  }

  state(bid: bigint, ask: bigint): OrderMarketState {
    return {
      marketOpen: true,
      quote: quote(bid, ask),
      product: PRODUCT,
      settings: this.settings,
      availableMinor: this.available,
    };
  }

  /** Places a market order at the quote and posts its opening; returns the held position. */
  openMarket(
    id: number,
    request: Partial<OrderRequest> & Pick<OrderRequest, 'direction' | 'hands'>,
    bid: bigint,
    ask: bigint,
  ): Position {
    const full: OrderRequest = {
      priceType: 'market',
      limitPriceTicks: null,
      lever: null,
      stopLossTicks: null,
      takeProfitTicks: null,
      insurance: false,
      ...request,
    };
    const checked = validateOrder(full, this.state(bid, ask));
    if (!checked.ok) throw new Error(`${checked.code}: ${checked.message}`);
    const { costs, entryPriceTicks, handCount } = checked.value;
    this.ledger.post(postOpenPosition(ctx(this.userId, `order:${id}:open`, `order:${id}`), this.set, costs));
    return {
      id,
      direction: full.direction,
      buildPriceTicks: entryPriceTicks,
      hands: full.hands,
      handCount,
      decimals: PRODUCT.decimals,
      marginMinor: costs.marginMinor,
      openingFeeMinor: costs.openingFeeMinor,
      insuranceCostMinor: costs.insuranceCostMinor,
      stopLossTicks: full.stopLossTicks,
      takeProfitTicks: full.takeProfitTicks,
      insured: full.insurance,
    };
  }

  /**
   * Covers `hands` of a position at `closeTicks` and posts the settlement. Returns the rest (null when
   * fully covered) and what protection absorbed.
   */
  cover(position: Position, hands: number, closeTicks: Ticks, eventId: string) {
    const split = splitForCover(position, hands);
    if (!split.ok) throw new Error(split.message);
    const { closed, remaining } = split.value;
    const amounts = coverAmounts(closed, remaining?.hands ?? 0, closeTicks, this.settings.tradeSaleFee);
    const { posting, absorbedMinor } = postClosePosition(ctx(this.userId, eventId, `order:${position.id}`), this.set, {
      ...amounts,
      availableMinor: this.available,
    });
    this.ledger.post(posting);
    return { remaining, absorbedMinor, amounts, posting };
  }
}

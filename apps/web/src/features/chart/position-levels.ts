import type { Order } from '@demo/contract';

/** Which exit a price line draws: a fixed stop loss, a trailing stop's current level, a take profit. */
export type LevelKind = 'stopLoss' | 'trailing' | 'takeProfit';

export interface PriceLevel {
  /** Stable per order and kind, so a moving trailing stop updates its line instead of adding one. */
  readonly key: string;
  readonly kind: LevelKind;
  /** The level as the server sent it (a decimal string), for the axis label and tests. */
  readonly price: string;
  /** The order's lots, to tell lines of several positions apart. */
  readonly hands: number;
}

/**
 * The price lines of the user's held positions in one product: each position's stop loss (its
 * trailing level when it trails, SPEC O11) and take profit. Only held (BUILD) orders count: a pending
 * order's levels are not live yet.
 */
export function positionLevels(orders: readonly Order[], code: string): PriceLevel[] {
  const out: PriceLevel[] = [];
  for (const o of orders) {
    if (o.code !== code || o.status !== 'BUILD') continue;
    if (o.stopLoss !== null) {
      const kind = o.trailingDistance === null ? 'stopLoss' : 'trailing';
      out.push({ key: `${o.id}:sl`, kind, price: o.stopLoss, hands: o.hands });
    }
    if (o.takeProfit !== null) out.push({ key: `${o.id}:tp`, kind: 'takeProfit', price: o.takeProfit, hands: o.hands });
  }
  return out;
}

/** The levels as one attribute value ("trailing:98.25 takeProfit:110"), for the chart's DOM and its tests. */
export function levelsAttribute(levels: readonly PriceLevel[]): string {
  return levels.map((l) => `${l.kind}:${l.price}`).join(' ');
}

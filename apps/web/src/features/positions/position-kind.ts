import type { Order } from '@demo/contract';
import { INDIA_OFFSET_MS } from '@demo/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a held position is, as an Indian trader tells them apart:
 * - `holding`: shares owned outright (lever 1) that are kept — allotted new shares and group-order
 *   shares, or a 1× buy from an earlier India day;
 * - `intraday`: opened today (India time), to be closed the same day or carried;
 * - `carried`: a leveraged position opened on an earlier day, carried forward with its overnight fee.
 */
export type PositionKind = 'holding' | 'intraday' | 'carried';

/** The India day (days since the epoch, India time) an instant falls on. */
function indiaDay(epochMs: number): number {
  return Math.floor((epochMs + INDIA_OFFSET_MS) / DAY_MS);
}

export function positionKind(
  order: Pick<Order, 'source' | 'multiple' | 'buildTime' | 'direction'>,
  nowMs: number,
): PositionKind {
  if (order.source === 'new_share' || order.source === 'group') return 'holding';
  const today = order.buildTime !== null && indiaDay(order.buildTime) === indiaDay(nowMs);
  if (today) return 'intraday';
  return order.multiple === 1 && order.direction === 'buy' ? 'holding' : 'carried';
}

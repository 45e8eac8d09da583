import { useMemo } from 'react';
import { useSession } from '../../lib/session-store';
import { useOrders } from '../orders/queries';
import { useTradingEvents } from '../positions/use-trading-events';
import { type PriceLevel, positionLevels } from './position-levels';

const HELD = ['BUILD'] as const;
const NONE: readonly PriceLevel[] = [];

/**
 * The exits of the signed-in user's held positions in a product, for the detail chart. The held list
 * is refreshed by the user channel's order events (a trailing stop tightening, a fill, an edit), as the
 * position screens are, so the lines move as the stop moves.
 */
export function useHeldLevels(code: string): readonly PriceLevel[] {
  const signedIn = useSession((s) => s.token !== null);
  const held = useOrders(HELD);
  useTradingEvents();
  const list = held.data?.list;
  return useMemo(() => (signedIn && list ? positionLevels(list, code) : NONE), [signedIn, list, code]);
}

import { markRow, quoteTicks, type TradingDeps, tradingTerms } from '../trading';
import type { SipPlanRow } from './store';
import * as store from './store';

/**
 * SP9: what a plan's purchases are worth now, in its currency. A held position is what selling it now
 * would return (its margin, plus its P&L at the bid, less the closing fee); a closed one is what it
 * returned (margin plus realised profit); an AI purchase is its equity. A partial close's new order is
 * the customer's own trade and is not counted.
 */
export async function planValues(
  deps: TradingDeps,
  plans: readonly SipPlanRow[],
  nowMs: number,
): Promise<Map<number, bigint>> {
  const values = new Map<number, bigint>();
  const add = (planId: number, minor: bigint) => values.set(planId, (values.get(planId) ?? 0n) + minor);
  const productPlans = plans.filter((p) => p.kind === 'product').map((p) => p.id);
  const aiPlans = plans.filter((p) => p.kind === 'ai').map((p) => p.id);
  const bought = await store.boughtOrders(deps.db, productPlans);
  const terms = bought.length === 0 ? null : await tradingTerms(deps, nowMs);
  for (const { planId, order } of bought) {
    if (order.status === 'BUILD' && terms) {
      const marked = markRow(order, quoteTicks(deps.market.quote(order.code), order.decimals), terms);
      add(planId, marked.marginMinor + marked.pnlMinor - marked.closingFeeMinor);
    } else if (order.status === 'COVER') add(planId, order.marginMinor + order.profitMinor);
    else if (order.status !== 'CANCEL') add(planId, order.marginMinor);
  }
  for (const { planId, equityMinor } of await store.boughtAi(deps.db, aiPlans)) add(planId, equityMinor);
  return values;
}

import { publishBalanceEvents } from '../../../ledger/service';
import type { Wallet } from '../../../ledger/wallet';
import { BusChannel } from '../../../lib/bus';
import type { OrderRow } from './store';
import { type TradingDeps, tradingTerms } from './terms';
import { viewOrders } from './view';

/**
 * After a commit, tells the users what changed: one `{type:'order', …order}` event per changed order
 * on `BusChannel.user(id)`, then a balance event per user. Runs only after the transaction committed
 * (a published event is always true), and a failure to publish is logged, never turned into a failed
 * reply: the change itself is already durable.
 */
export async function publishOrderChanges(
  deps: TradingDeps,
  rows: readonly OrderRow[],
  readAfterCommit?: ReadonlyMap<number, Wallet>,
): Promise<void> {
  if (rows.length === 0) return;
  try {
    const views = await viewOrders(deps, rows);
    for (const view of views) {
      const row = rows.find((r) => r.id === view.id);
      if (row) await deps.bus.publish(BusChannel.user(row.userId), { type: 'order', ...view });
    }
    // The cached settings name the accounts' currency: the fresh read after commit is the balances only.
    const terms = await tradingTerms(deps, deps.now());
    await publishBalanceEvents(
      deps,
      [...new Set(rows.map((r) => r.userId))],
      { defaultCurrency: terms.currency('real') },
      readAfterCommit,
    );
  } catch (error) {
    deps.log.error({ err: error }, 'publishing order events failed');
  }
}

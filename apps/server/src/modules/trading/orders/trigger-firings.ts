import { inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { triggerFirings } from '../../../db/schema';
import type { OrderRow } from './store';

/**
 * The trigger audit's facts (docs/SPEC.md RC7): when an order's trigger fires, the kind, the tick's
 * sequence number, time and prices go to `trigger_firings` in the very transaction that writes the
 * fill, as one multi-row insert after it: a firing is as durable as its fill, and the tick path of
 * orders no trigger touched pays nothing.
 */

/** How long firings are kept (RC4, RC8): 90 days. */
export const TRIGGER_FIRINGS_KEEP_MS = 90 * 24 * 60 * 60 * 1000;
/** How often the leader's cleanup runs. */
export const TRIGGER_FIRINGS_CLEANUP_MS = 60 * 60 * 1000;

type FiringRow = typeof triggerFirings.$inferInsert;

/** The firing an order change is, or null when no trigger set it off (a customer's own cover, a refusal). */
function firingOf(row: OrderRow, limitFill: boolean): FiringRow | null {
  if (limitFill) {
    return {
      userId: row.userId,
      orderId: row.id,
      kind: 'limit',
      seq: row.openQuoteSeq,
      firedAt: row.openQuoteTime ?? row.buildTime ?? row.commitTime,
      priceTicks: row.buildPriceTicks,
      bidTicks: row.openBidTicks,
      askTicks: row.openAskTicks,
    };
  }
  const kind =
    row.closeReason === 'stop_loss'
      ? row.trailingDistanceTicks === null
        ? 'stop_loss'
        : 'trailing_stop'
      : row.closeReason === 'take_profit' || row.closeReason === 'force_cover'
        ? row.closeReason
        : row.closeReason === 'expired'
          ? 'expiry'
          : null;
  if (kind === null || row.coverTime === null) return null;
  return {
    userId: row.userId,
    orderId: row.id,
    kind,
    seq: row.coverQuoteSeq,
    firedAt: row.coverQuoteTime ?? row.coverTime,
    priceTicks: kind === 'expiry' ? null : row.coverPriceTicks,
    bidTicks: row.coverBidTicks,
    askTicks: row.coverAskTicks,
  };
}

/** Records the firings among the rows one engine transaction changed (RC7); call inside that transaction. */
export async function recordOrderFirings(
  tx: Queryable,
  rows: readonly OrderRow[],
  options: { limitFill?: boolean } = {},
): Promise<void> {
  const firings = rows.flatMap((row) => firingOf(row, options.limitFill ?? false) ?? []);
  if (firings.length > 0) await tx.insert(triggerFirings).values(firings);
}

/** The leader's cleanup (RC8): deletes firings older than TRIGGER_FIRINGS_KEEP_MS, in batches; answers how many. */
export async function deleteOldFirings(q: Queryable, nowMs: number, batch = 10_000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const old = q
      .select({ id: triggerFirings.id })
      .from(triggerFirings)
      .where(lt(triggerFirings.firedAt, nowMs - TRIGGER_FIRINGS_KEEP_MS))
      .limit(batch);
    const gone = await q
      .delete(triggerFirings)
      .where(inArray(triggerFirings.id, old))
      .returning({ id: triggerFirings.id });
    deleted += gone.length;
    if (gone.length < batch) return deleted;
  }
}

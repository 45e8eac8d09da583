import { Code, type consoleRiskApi, PRODUCT_CODE_LABEL } from '@demo/contract';
import type { Halt, HaltScope } from '@demo/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tradingHaltHistory, tradingHalts } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { type Bus, BusChannel } from '../../lib/bus';
import { fail, type Localized, ok, type Result } from '../../lib/result';
import type { HaltBook } from '../../market/halt-book';
import type { MarketBook } from '../../market/market-book';
import { insertAudit } from '../audit';

/** What halting needs: the database, the bus every node's halt book listens on, this node's book. */
export interface HaltDeps {
  db: Db;
  bus: Bus;
  now: () => number;
  halts: HaltBook;
  /** The node's products, to refuse a halt of a code that names none. */
  market: Pick<MarketBook, 'has'>;
}

type HaltTarget = { code?: string | undefined; market?: string | undefined };

const haltMessages = {
  productUnknown: {
    en: `${PRODUCT_CODE_LABEL.en} does not match any product`,
    hi: `${PRODUCT_CODE_LABEL.hi} किसी उत्पाद से मेल नहीं खाता`,
  } satisfies Localized,
  notHalted: {
    en: 'Trading there is not halted',
    hi: 'वहाँ ट्रेडिंग रोकी नहीं गई है',
  } satisfies Localized,
};

function targetOf(p: HaltTarget): { scope: HaltScope; target: string } {
  return p.code !== undefined ? { scope: 'code', target: p.code } : { scope: 'market', target: p.market ?? '' };
}

function view(h: Halt): consoleRiskApi.Halt {
  return { scope: h.scope, target: h.target, reason: h.reason, reasonHi: h.reasonHi, since: h.haltedAtMs };
}

/** Tells every node (this one included) to read the halts again, and waits for this node's read (HL5). */
async function announce(d: HaltDeps): Promise<void> {
  await d.bus.publish(BusChannel.halts, { at: d.now() });
  await d.halts.reload();
}

/**
 * `risk/halt` (HL1, HL4): halts an instrument or a market with a reason, or gives a halt in force its
 * new reason; the row and its audit entry commit together, then every node is told.
 */
export async function haltTrading(
  d: HaltDeps,
  actor: StaffSession,
  p: HaltTarget & { reason: string; reasonHi?: string | undefined },
  ip: string,
): Promise<Result<consoleRiskApi.Halt>> {
  if (p.code !== undefined && !d.market.has(p.code)) return fail(Code.ABNORMAL_DATA, haltMessages.productUnknown);
  const { scope, target } = targetOf(p);
  const row = {
    scope,
    target,
    reason: p.reason,
    reasonHi: p.reasonHi ? p.reasonHi : null,
    staffId: actor.staffId,
    haltedAt: d.now(),
  };
  await inTransaction(d.db, async (tx) => {
    await tx
      .insert(tradingHalts)
      .values(row)
      .onConflictDoUpdate({
        target: [tradingHalts.scope, tradingHalts.target],
        set: { reason: row.reason, reasonHi: row.reasonHi, staffId: row.staffId },
      });
    // HL10: the history's open row for this target takes the new reason, or a new halt opens one.
    await tx
      .insert(tradingHaltHistory)
      .values({
        scope,
        target,
        reason: row.reason,
        reasonHi: row.reasonHi,
        haltedBy: actor.staffId,
        haltedAt: row.haltedAt,
      })
      .onConflictDoUpdate({
        target: [tradingHaltHistory.scope, tradingHaltHistory.target],
        targetWhere: isNull(tradingHaltHistory.resumedAt),
        set: { reason: row.reason, reasonHi: row.reasonHi },
      });
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'risk.halt',
      target: `${scope}:${target}`,
      reason: p.reason,
      detail: { scope, target, reasonHi: row.reasonHi },
      ip,
    });
  });
  await announce(d);
  const halt = d.halts.list().find((h) => h.scope === scope && h.target === target);
  return ok(view(halt ?? { ...row, haltedAtMs: row.haltedAt }));
}

/** `risk/resume` (HL4): lifts a halt in force (audited), then every node is told. */
export async function resumeTrading(
  d: HaltDeps,
  actor: StaffSession,
  p: HaltTarget & { reason: string },
  ip: string,
): Promise<Result<{ list: consoleRiskApi.Halt[] }>> {
  const { scope, target } = targetOf(p);
  const lifted = await inTransaction(d.db, async (tx) => {
    const removed = await tx
      .delete(tradingHalts)
      .where(and(eq(tradingHalts.scope, scope), eq(tradingHalts.target, target)))
      .returning({ reason: tradingHalts.reason });
    if (removed.length === 0) return false;
    // HL10: the halt's history row is closed, with who resumed it.
    await tx
      .update(tradingHaltHistory)
      .set({ resumedAt: d.now(), resumedBy: actor.staffId })
      .where(
        and(
          eq(tradingHaltHistory.scope, scope),
          eq(tradingHaltHistory.target, target),
          isNull(tradingHaltHistory.resumedAt),
        ),
      );
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'risk.resume',
      target: `${scope}:${target}`,
      reason: p.reason,
      detail: { scope, target, haltReason: removed[0]?.reason ?? null },
      ip,
    });
    return true;
  });
  if (!lifted) return fail(Code.ABNORMAL_DATA, haltMessages.notHalted);
  await announce(d);
  return riskHalts(d);
}

/** `risk/halts`: the halts in force as this node holds them (at most HALTS_RELOAD_MS behind). */
export function riskHalts(d: Pick<HaltDeps, 'halts'>): Result<{ list: consoleRiskApi.Halt[] }> {
  return ok({ list: d.halts.list().map(view) });
}

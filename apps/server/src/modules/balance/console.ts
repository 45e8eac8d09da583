import { consoleApi } from '@demo/contract';
import type { Deps } from '../../deps';
import { type Implementation, staffCall } from '../../http/implement';
import { reconcile } from '../../ledger/reconcile';
import { ok } from '../../lib/result';

/**
 * The console's ledger audit: a read-only check of L1–L5, for admins. It reads every transfer in
 * one snapshot, so it is an on-demand check, not something to poll.
 */
export function ledgerConsoleCalls(deps: Deps): Implementation[] {
  return [
    staffCall(consoleApi.ledgerReconcile, async () =>
      ok({ violations: await reconcile(deps.db), checkedAt: Date.now() }),
    ),
  ];
}

import { consoleApi } from '@demo/contract';
import type { Deps } from '../../deps';
import { type Implementation, staffCall } from '../../http/implement';
import { reconcile } from '../../ledger/reconcile';
import { lastReconcile } from '../../ledger/reconcile-runs';
import { ok } from '../../lib/result';

/**
 * The console's ledger audit: a read-only check of L1–L5, for admins. It reads every transfer in
 * one snapshot, so it is an on-demand check, not something to poll; the latest automatic run of the
 * engine leader (D5) is the one to poll.
 */
export function ledgerConsoleCalls(deps: Deps): Implementation[] {
  return [
    staffCall(consoleApi.ledgerReconcile, async () =>
      ok({ violations: await reconcile(deps.db), checkedAt: Date.now() }),
    ),
    staffCall(consoleApi.ledgerReconcileLast, async () => {
      const run = await lastReconcile(deps.db);
      return ok(
        run === null
          ? null
          : {
              startedAt: run.startedAtMs,
              finishedAt: run.finishedAtMs,
              differences: run.differences,
              violations: [...run.violations],
              scope: run.scope,
              transfersChecked: run.transfersChecked,
            },
      );
    }),
  ];
}

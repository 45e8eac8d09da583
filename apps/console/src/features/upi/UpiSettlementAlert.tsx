import { consoleUpiApi, type StaffRole } from '@demo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space } from 'antd';
import { useState } from 'react';
import { ReasonModal } from '../../components/ReasonModal';
import { canCall } from '../../lib/access';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/queries';

type Run = consoleUpiApi.UpiSettlementRun;
type Action = 'recheck' | 'resolve';

/** How often an open console asks for the latest settlement checks (the leader runs them daily). */
const SETTLEMENT_POLL_MS = 5 * 60_000;
/** Differences listed in the banner; the rest are counted. */
const SHOWN_MAX = 5;

const side = (s: { orderId: string; amount: string; currency: string } | null) =>
  s === null ? 'none' : `${s.amount} ${s.currency} (order ${s.orderId})`;

const ACTION_TEXT: Record<Action, { title: string; description: string; confirm: string }> = {
  recheck: {
    title: 'Check the settlement again',
    description:
      "The gateway's file for the day is compared with our credited recharges again now; payments its retried webhooks have credited since no longer differ.",
    confirm: 'Check again',
  },
  resolve: {
    title: 'Mark the differences resolved',
    description:
      'Say how the differences were explained or settled; the banner then leaves this day. The day can still be checked again.',
    confirm: 'Mark resolved',
  },
};

/**
 * A red banner on every page while a gateway's latest settlement file differs from the UPI recharges
 * we credited (docs/SPEC.md UP7): each difference with the gateway's side and ours. Admins check the
 * day again once retried webhooks have landed (UP9), or mark it resolved with the reason (UP10).
 */
export function UpiSettlementAlert({ role }: { role: StaffRole }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [acting, setActing] = useState<{ run: Run; action: Action } | null>(null);
  const runs = useQuery({
    ...callQuery(consoleUpiApi.upiSettlementLast, {}),
    enabled: canCall(consoleUpiApi.upiSettlementLast, role),
    refetchInterval: SETTLEMENT_POLL_MS,
  });
  const mayAct = canCall(consoleUpiApi.upiSettlementResolve, role);
  const failing = (runs.data ?? []).filter((run) => run.differences > 0 && run.resolved === null);
  if (failing.length === 0) return null;

  async function act(run: Run, action: Action, reason: string) {
    const def = action === 'recheck' ? consoleUpiApi.upiSettlementRecheck : consoleUpiApi.upiSettlementResolve;
    const after = await call(def, { gateway: run.gateway, day: run.day, reason });
    message.success(
      action === 'resolve'
        ? `Settlement of ${run.day} marked resolved`
        : `Settlement of ${run.day} checked again: ${after.differences} difference${after.differences === 1 ? '' : 's'}`,
    );
    await queryClient.invalidateQueries({ queryKey: [consoleUpiApi.upiSettlementLast.path] });
  }

  return (
    <div data-testid="upi-settlement-alert">
      {failing.map((run) => (
        <Alert
          key={run.gateway}
          type="error"
          showIcon
          banner
          message={`UPI settlement of ${run.day} from gateway "${run.gateway}" does not reconcile: ${run.differences} difference${run.differences === 1 ? '' : 's'}.`}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {run.detail.slice(0, SHOWN_MAX).map((d) => (
                <li key={d.paymentId}>
                  {d.paymentId}: gateway {side(d.gateway)}, ours {side(d.ours)}
                </li>
              ))}
              {run.detail.length > SHOWN_MAX && <li>and {run.detail.length - SHOWN_MAX} more (see the server log)</li>}
            </ul>
          }
          action={
            mayAct && (
              <Space direction="vertical">
                <Button size="small" onClick={() => setActing({ run, action: 'recheck' })} data-testid="upi-recheck">
                  Check again
                </Button>
                <Button size="small" onClick={() => setActing({ run, action: 'resolve' })} data-testid="upi-resolve">
                  Mark resolved
                </Button>
              </Space>
            )
          }
        />
      ))}
      <ReasonModal
        open={acting !== null}
        title={acting ? `${ACTION_TEXT[acting.action].title}: ${acting.run.day}` : ''}
        description={acting ? ACTION_TEXT[acting.action].description : ''}
        confirmText={acting ? ACTION_TEXT[acting.action].confirm : ''}
        onConfirm={(reason) => (acting ? act(acting.run, acting.action, reason) : Promise.resolve())}
        onClose={() => setActing(null)}
      />
    </div>
  );
}

import { consoleUpiApi, type StaffRole } from '@demo/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { canCall } from '../../lib/access';
import { callQuery } from '../../lib/queries';

/** How often an open console asks for the latest settlement checks (the leader runs them daily). */
const SETTLEMENT_POLL_MS = 5 * 60_000;
/** Differences listed in the banner; the rest are counted. */
const SHOWN_MAX = 5;

const side = (s: { orderId: string; amount: string; currency: string } | null) =>
  s === null ? 'none' : `${s.amount} ${s.currency} (order ${s.orderId})`;

/**
 * A red banner on every page while a gateway's latest settlement file differs from the UPI recharges
 * we credited (docs/SPEC.md UP7): each difference with the gateway's side and ours.
 */
export function UpiSettlementAlert({ role }: { role: StaffRole }) {
  const runs = useQuery({
    ...callQuery(consoleUpiApi.upiSettlementLast, {}),
    enabled: canCall(consoleUpiApi.upiSettlementLast, role),
    refetchInterval: SETTLEMENT_POLL_MS,
  });
  const failing = (runs.data ?? []).filter((run) => run.differences > 0);
  if (failing.length === 0) return null;
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
        />
      ))}
    </div>
  );
}

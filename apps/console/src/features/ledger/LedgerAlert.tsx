import { formatIndiaTime } from '@demo/client';
import type { StaffRole } from '@demo/contract';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useLastReconcile } from './reconcile-status';

/** A red banner on every page while the latest automatic reconciliation found differences (D5). */
export function LedgerAlert({ role }: { role: StaffRole }) {
  const last = useLastReconcile(role);
  const run = last.data;
  if (!run || run.differences === 0) return null;
  return (
    <div data-testid="ledger-alert">
      <Alert
        type="error"
        showIcon
        banner
        message={`The ledger does not reconcile: ${run.differences} difference${run.differences === 1 ? '' : 's'} found at ${formatIndiaTime(run.finishedAt, 'YYYY-MM-DD HH:mm:ss')} IST.`}
        action={<Link to="/ledger">Open the ledger check</Link>}
      />
    </div>
  );
}

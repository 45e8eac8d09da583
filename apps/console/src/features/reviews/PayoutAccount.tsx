import { type Body, consoleFundsApi } from '@demo/contract';
import { Button, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { ReasonModal } from '../../components/ReasonModal';
import { canCall } from '../../lib/access';
import { call } from '../../lib/api';
import { useStaff } from '../session/staff-context';
import type { ReviewWithdrawal } from './review-actions';

type Payout = Body<typeof consoleFundsApi.reviewWithdrawReveal>;

/**
 * The account to pay a bank withdrawal into (SPEC S5): masked until a payout role asks, with a reason,
 * to reveal it; the server writes who, when and why to the audit log before it answers. Revealed only
 * for a withdrawal approved for payout, and kept in this component's state alone (never cached).
 */
export function PayoutAccount({ row }: { row: ReviewWithdrawal }) {
  const staff = useStaff();
  const [asking, setAsking] = useState(false);
  const [payout, setPayout] = useState<Payout | null>(null);
  const mayReveal =
    row.type === 'bank' && row.status === 'PASS' && canCall(consoleFundsApi.reviewWithdrawReveal, staff.role);

  return (
    <>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Account number">
          {payout ? (
            <Typography.Text
              copyable
              strong
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="payout-account"
            >
              {payout.accountNumber}
            </Typography.Text>
          ) : (
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>{row.accountMasked}</span>
          )}
          {mayReveal && payout === null && (
            <Button size="small" style={{ marginLeft: 12 }} onClick={() => setAsking(true)} data-testid="payout-reveal">
              Reveal to pay
            </Button>
          )}
          {payout && (
            <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
              Revealed to you at {new Date(payout.revealedAt).toLocaleTimeString('en-GB')}; recorded in the audit log
            </Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      <ReasonModal
        open={asking}
        title={`Reveal the account of withdrawal #${row.id}`}
        description="The full account number is shown to you only, and the audit log records who revealed it, when and why."
        confirmText="Reveal"
        onConfirm={async (reason) =>
          setPayout(await call(consoleFundsApi.reviewWithdrawReveal, { id: row.id, reason }))
        }
        onClose={() => setAsking(false)}
      />
    </>
  );
}

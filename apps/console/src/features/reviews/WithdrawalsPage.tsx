import { consoleFundsApi } from '@demo/contract';
import { Descriptions, Space, Tag } from 'antd';
import { descriptionColumns } from '../../components/columns';
import { Money } from '../../components/Money';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { CustomerFunds } from './CustomerFunds';
import { FundsAmountCell } from './FundsAmountCell';
import { accountText, amountText } from './funds-amounts';
import { PayoutAccount } from './PayoutAccount';
import { ReviewQueuePage, type ReviewQueueSpec } from './ReviewQueuePage';
import {
  notePayload,
  paidPayload,
  type ReviewWithdrawal,
  reasonPayload,
  WITHDRAW_TABS,
  type WithdrawAction,
  withdrawActions,
} from './review-actions';
import { reviewDecided, submittedColumn } from './review-columns';

const api = consoleFundsApi;

function Details({ row }: { row: ReviewWithdrawal }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={descriptionColumns(3)} bordered>
        <Descriptions.Item label="Payee">{row.payee ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="IFSC">{row.ifsc ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Fee">
          <Money amount={row.fee} currency={row.currency} />
        </Descriptions.Item>
        <Descriptions.Item label="Remark" span="filled">
          {row.remark ?? '—'}
        </Descriptions.Item>
      </Descriptions>
      {row.type === 'bank' && <PayoutAccount row={row} />}
      <CustomerFunds userId={row.userId} username={row.username} />
    </Space>
  );
}

const what = (row: ReviewWithdrawal) => `${amountText(row)} to ${row.accountMasked}`;

/**
 * Withdrawals: the amount is already locked. Approve for payout, then mark paid with the payout
 * reference (ledger type 2), or reject, which returns exactly the held amount (type 13).
 */
const withdrawalQueue: ReviewQueueSpec<ReviewWithdrawal, ReviewWithdrawal['status'], WithdrawAction> = {
  key: 'withdraw',
  title: 'Withdrawals',
  hint: "Approve, pay out through the bank or chain, then mark paid with its reference. Expand a row for the payee and the customer's KYC and balance.",
  tabs: WITHDRAW_TABS,
  path: api.reviewWithdrawList.path,
  query: (page, status) => callQuery(api.reviewWithdrawList, { page, size: PAGE_SIZE, status }),
  columns: (status) => [
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      width: 240,
      render: (_, row) => <FundsAmountCell row={row} testId={`withdraw-amount-${row.id}`} />,
    },
    {
      title: 'To account',
      key: 'account',
      width: 290,
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Tag>{row.type === 'bank' ? 'Bank' : 'Digital'}</Tag>
          {row.accountMasked}
        </span>
      ),
    },
    submittedColumn(),
    status === 'PAID'
      ? { title: 'Payout reference', dataIndex: 'reference', width: 180, render: (r: string | null) => r ?? '—' }
      : { title: 'Remark', dataIndex: 'remark', width: 180, render: (r: string | null) => r ?? '—' },
  ],
  actsIn: ['UNDER', 'PASS'],
  allowed: (row) => withdrawActions(row.status),
  decisions: [
    {
      action: 'approve',
      label: 'Approve',
      tone: 'primary',
      ask: (row) => ({
        title: `Approve withdrawal #${row.id} for payout`,
        description: `${what(row)}. The amount stays locked until the payout is marked paid.`,
        confirmText: 'Approve for payout',
        field: 'note',
        run: async (note) => {
          const done = await call(api.reviewWithdrawApprove, notePayload(row.id, note));
          return `Withdrawal #${done.id} approved; pay it, then mark it paid`;
        },
      }),
    },
    {
      action: 'paid',
      label: 'Mark paid',
      tone: 'primary',
      ask: (row) => ({
        title: `Mark withdrawal #${row.id} paid`,
        description: `Only after ${what(row)} has left the platform. The locked amount is debited for good.`,
        confirmText: 'Mark paid',
        field: 'reference',
        run: async (reference) => {
          const done = await call(api.reviewWithdrawPaid, paidPayload(row.id, reference));
          return `Withdrawal #${done.id} paid, reference ${done.reference ?? reference}`;
        },
      }),
    },
    {
      action: 'reject',
      label: 'Reject',
      tone: 'danger',
      ask: (row) => ({
        title: `Reject withdrawal #${row.id}`,
        description: `Exactly the held ${accountText(row)} returns to ${row.username}'s available balance.`,
        confirmText: 'Reject and return',
        field: 'reason',
        run: async (reason) => {
          const done = await call(api.reviewWithdrawReject, reasonPayload(row.id, reason));
          return `Withdrawal #${done.id} rejected; ${accountText(done)} returned`;
        },
      }),
    },
  ],
  decided: reviewDecided,
  actionWidth: 230,
  scrollX: 1100,
  expandedRow: (row) => <Details row={row} />,
};

export function WithdrawalsPage() {
  return <ReviewQueuePage spec={withdrawalQueue} />;
}

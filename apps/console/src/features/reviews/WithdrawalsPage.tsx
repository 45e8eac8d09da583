import { consoleFundsApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Descriptions, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { CustomerFunds } from './CustomerFunds';
import { QueueCard, useQueueParams } from './QueueCard';
import {
  notePayload,
  paidPayload,
  type ReviewWithdrawal,
  reasonPayload,
  WITHDRAW_TABS,
  withdrawActions,
} from './review-actions';
import { actionColumn, customerColumn, decisionColumn, idColumn, Money, submittedColumn } from './review-columns';
import { useDecision } from './use-decision';

const api = consoleFundsApi;

function Details({ row }: { row: ReviewWithdrawal }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label="Payee">{row.payee ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="IFSC">{row.ifsc ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Fee">
          <Money amount={row.fee} currency={row.currency} />
        </Descriptions.Item>
        <Descriptions.Item label="Remark" span={3}>
          {row.remark ?? '—'}
        </Descriptions.Item>
      </Descriptions>
      <CustomerFunds userId={row.userId} username={row.username} />
    </Space>
  );
}

/**
 * Withdrawals: the amount is already locked. Approve for payout, then mark paid with the payout
 * reference (ledger type 2), or reject, which returns exactly the held amount (type 13).
 */
export function WithdrawalsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const queue = useQueueParams(WITHDRAW_TABS);
  const list = useQuery({
    ...callQuery(api.reviewWithdrawList, { page: queue.page, size: PAGE_SIZE, status: queue.status }),
    placeholderData: keepPreviousData,
  });
  const decision = useDecision();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [api.reviewWithdrawList.path] });
  const what = (row: ReviewWithdrawal) => `${row.amount} ${row.currency} to ${row.accountMasked}`;

  function approve(row: ReviewWithdrawal) {
    decision.ask({
      title: `Approve withdrawal #${row.id} for payout`,
      description: `${what(row)}. The amount stays locked until the payout is marked paid.`,
      confirmText: 'Approve for payout',
      field: 'note',
      run: async (note) => {
        const done = await call(api.reviewWithdrawApprove, notePayload(row.id, note));
        message.success(`Withdrawal #${done.id} approved; pay it, then mark it paid`);
        await refresh();
      },
    });
  }

  function paid(row: ReviewWithdrawal) {
    decision.ask({
      title: `Mark withdrawal #${row.id} paid`,
      description: `Only after ${what(row)} has left the platform. The locked amount is debited for good.`,
      confirmText: 'Mark paid',
      field: 'reference',
      run: async (reference) => {
        const done = await call(api.reviewWithdrawPaid, paidPayload(row.id, reference));
        message.success(`Withdrawal #${done.id} paid, reference ${done.reference ?? reference}`);
        await refresh();
      },
    });
  }

  function reject(row: ReviewWithdrawal) {
    decision.ask({
      title: `Reject withdrawal #${row.id}`,
      description: `Exactly the held ${row.amount} ${row.currency} returns to ${row.username}'s available balance.`,
      confirmText: 'Reject and return',
      field: 'reason',
      run: async (reason) => {
        const done = await call(api.reviewWithdrawReject, reasonPayload(row.id, reason));
        message.success(`Withdrawal #${done.id} rejected; ${done.amount} ${done.currency} returned`);
        await refresh();
      },
    });
  }

  const mayAct = queue.status === 'UNDER' || queue.status === 'PASS';
  const columns: ColumnsType<ReviewWithdrawal> = [
    idColumn(),
    customerColumn(),
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      width: 150,
      render: (_, row) => <Money amount={row.amount} currency={row.currency} />,
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
    queue.status === 'PAID'
      ? { title: 'Payout reference', dataIndex: 'reference', width: 180, render: (r: string | null) => r ?? '—' }
      : { title: 'Remark', dataIndex: 'remark', width: 180, render: (r: string | null) => r ?? '—' },
    mayAct
      ? actionColumn(
          'withdraw',
          (row) => withdrawActions(row.status),
          [
            { action: 'approve', label: 'Approve', tone: 'primary', onClick: approve },
            { action: 'paid', label: 'Mark paid', tone: 'primary', onClick: paid },
            { action: 'reject', label: 'Reject', tone: 'danger', onClick: reject },
          ],
          230,
        )
      : decisionColumn(),
  ];

  return (
    <QueueCard<ReviewWithdrawal>
      title="Withdrawals"
      hint="Approve, pay out through the bank or chain, then mark paid with its reference. Expand a row for the payee and the customer's KYC and balance."
      tabs={WITHDRAW_TABS}
      status={queue.status}
      onStatus={queue.setStatus}
      page={queue.page}
      onPage={queue.setPage}
      columns={columns}
      rows={list.data?.list ?? []}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      testId="withdraw-table"
      scrollX={1100}
      expandedRow={(row) => <Details row={row} />}
    >
      {decision.modal}
    </QueueCard>
  );
}

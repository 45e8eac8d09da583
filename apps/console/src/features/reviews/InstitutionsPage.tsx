import { consoleFundsApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Descriptions, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { QueueCard, useQueueParams } from './QueueCard';
import {
  INSTITUTION_TABS,
  institutionActions,
  notePayload,
  type ReviewInstitution,
  reasonPayload,
} from './review-actions';
import { actionColumn, customerColumn, decisionColumn, idColumn, submittedColumn } from './review-columns';
import { useDecision } from './use-decision';

const api = consoleFundsApi;

function Details({ row }: { row: ReviewInstitution }) {
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label="Registration number">{row.registrationNumber}</Descriptions.Item>
      <Descriptions.Item label="Institutional code">{row.institutionalCode}</Descriptions.Item>
      <Descriptions.Item label="Contact">{row.contactName}</Descriptions.Item>
      <Descriptions.Item label="Contact phone">{row.contactPhone}</Descriptions.Item>
      <Descriptions.Item label="Documents" span={2}>
        {row.documents.length === 0 ? (
          <Typography.Text type="secondary">None attached</Typography.Text>
        ) : (
          <Space wrap>
            {row.documents.map((url, i) => (
              <a
                key={url}
                href={url}
                target="_blank"
                rel="noreferrer"
                data-testid={`institution-doc-${row.id}-${i + 1}`}
              >
                Document {i + 1}
              </a>
            ))}
          </Space>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Institutional account applications: approval unlocks placement and block-trade offerings. */
export function InstitutionsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const queue = useQueueParams(INSTITUTION_TABS);
  const list = useQuery({
    ...callQuery(api.reviewInstitutionList, { page: queue.page, size: PAGE_SIZE, status: queue.status }),
    placeholderData: keepPreviousData,
  });
  const decision = useDecision();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [api.reviewInstitutionList.path] });

  function approve(row: ReviewInstitution) {
    decision.ask({
      title: `Approve ${row.institutionName}`,
      description: `${row.username} becomes an institutional customer and may subscribe to placements and block trades.`,
      confirmText: 'Approve',
      field: 'note',
      run: async (note) => {
        const done = await call(api.reviewInstitutionApprove, notePayload(row.id, note));
        message.success(`${done.institutionName} approved`);
        await refresh();
      },
    });
  }

  function reject(row: ReviewInstitution) {
    decision.ask({
      title: `Reject ${row.institutionName}`,
      description: `${row.username} sees the reason and may apply again.`,
      confirmText: 'Reject',
      field: 'reason',
      run: async (reason) => {
        const done = await call(api.reviewInstitutionReject, reasonPayload(row.id, reason));
        message.success(`Application #${done.id} rejected`);
        await refresh();
      },
    });
  }

  const columns: ColumnsType<ReviewInstitution> = [
    idColumn(),
    customerColumn(),
    { title: 'Institution', dataIndex: 'institutionName' },
    { title: 'Registration no.', dataIndex: 'registrationNumber', width: 170 },
    {
      title: 'Documents',
      key: 'documents',
      width: 110,
      render: (_, row) => (row.documents.length === 1 ? '1 file' : `${row.documents.length} files`),
    },
    submittedColumn(),
    queue.status === 'UNDER'
      ? actionColumn(
          'institution',
          (row) => institutionActions(row.status),
          [
            { action: 'approve', label: 'Approve', tone: 'primary', onClick: approve },
            { action: 'reject', label: 'Reject', tone: 'danger', onClick: reject },
          ],
          170,
        )
      : decisionColumn(),
  ];

  return (
    <QueueCard<ReviewInstitution>
      title="Institutional applications"
      hint="Expand a row for the registration details and documents; check them before approving."
      tabs={INSTITUTION_TABS}
      status={queue.status}
      onStatus={queue.setStatus}
      page={queue.page}
      onPage={queue.setPage}
      columns={columns}
      rows={list.data?.list ?? []}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      testId="institution-table"
      scrollX={1000}
      expandedRow={(row) => <Details row={row} />}
    >
      {decision.modal}
    </QueueCard>
  );
}

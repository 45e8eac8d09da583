import { consoleFundsApi } from '@demo/contract';
import { Descriptions, Space, Typography } from 'antd';
import { descriptionColumns } from '../../components/columns';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { ReviewQueuePage, type ReviewQueueSpec } from './ReviewQueuePage';
import {
  INSTITUTION_TABS,
  type InstitutionAction,
  institutionActions,
  notePayload,
  type ReviewInstitution,
  reasonPayload,
} from './review-actions';
import { reviewDecided, submittedColumn } from './review-columns';

const api = consoleFundsApi;

function Details({ row }: { row: ReviewInstitution }) {
  return (
    <Descriptions size="small" column={descriptionColumns(2)} bordered>
      <Descriptions.Item label="Registration number">{row.registrationNumber}</Descriptions.Item>
      <Descriptions.Item label="Institutional code">{row.institutionalCode}</Descriptions.Item>
      <Descriptions.Item label="Contact">{row.contactName}</Descriptions.Item>
      <Descriptions.Item label="Contact phone">{row.contactPhone}</Descriptions.Item>
      <Descriptions.Item label="Documents" span="filled">
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
const institutionQueue: ReviewQueueSpec<ReviewInstitution, ReviewInstitution['status'], InstitutionAction> = {
  key: 'institution',
  title: 'Institutional applications',
  hint: 'Expand a row for the registration details and documents; check them before approving.',
  tabs: INSTITUTION_TABS,
  path: api.reviewInstitutionList.path,
  query: (page, status) => callQuery(api.reviewInstitutionList, { page, size: PAGE_SIZE, status }),
  columns: () => [
    { title: 'Institution', dataIndex: 'institutionName' },
    { title: 'Registration no.', dataIndex: 'registrationNumber', width: 170 },
    {
      title: 'Documents',
      key: 'documents',
      width: 110,
      render: (_, row) => (row.documents.length === 1 ? '1 file' : `${row.documents.length} files`),
    },
    submittedColumn(),
  ],
  actsIn: ['UNDER'],
  allowed: (row) => institutionActions(row.status),
  decisions: [
    {
      action: 'approve',
      label: 'Approve',
      tone: 'primary',
      ask: (row) => ({
        title: `Approve ${row.institutionName}`,
        description: `${row.username} becomes an institutional customer and may subscribe to placements and block trades.`,
        confirmText: 'Approve',
        field: 'note',
        run: async (note) => {
          const done = await call(api.reviewInstitutionApprove, notePayload(row.id, note));
          return `${done.institutionName} approved`;
        },
      }),
    },
    {
      action: 'reject',
      label: 'Reject',
      tone: 'danger',
      ask: (row) => ({
        title: `Reject ${row.institutionName}`,
        description: `${row.username} sees the reason and may apply again.`,
        confirmText: 'Reject',
        field: 'reason',
        run: async (reason) => {
          const done = await call(api.reviewInstitutionReject, reasonPayload(row.id, reason));
          return `Application #${done.id} rejected`;
        },
      }),
    },
  ],
  decided: reviewDecided,
  actionWidth: 170,
  scrollX: 1000,
  expandedRow: (row) => <Details row={row} />,
};

export function InstitutionsPage() {
  return <ReviewQueuePage spec={institutionQueue} />;
}

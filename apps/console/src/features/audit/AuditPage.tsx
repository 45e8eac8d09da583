import { formatIndiaTime } from '@demo/client';
import { type Body, consoleApi } from '@demo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { pageParam, withParams } from '../../lib/search-params';

type AuditEntry = Body<typeof consoleApi.auditList>['list'][number];

/** The staff filter lists at most this many members, the contract's largest page. */
const STAFF_OPTIONS_MAX = 100;

/** The table's columns; clicking an action filters the log to that action. */
function auditColumns(filterByAction: (action: string) => void): ColumnsType<AuditEntry> {
  return [
    {
      title: 'Time (IST)',
      dataIndex: 'createdAt',
      width: 170,
      render: (ms: number) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss')}</span>
      ),
    },
    {
      title: 'Staff',
      dataIndex: 'staffName',
      width: 140,
      render: (name: string | null) => name ?? <Typography.Text type="secondary">System</Typography.Text>,
    },
    {
      title: 'Action',
      dataIndex: 'action',
      width: 170,
      render: (action: string) => (
        <Tag style={{ cursor: 'pointer' }} title="Show only this action" onClick={() => filterByAction(action)}>
          {action}
        </Tag>
      ),
    },
    { title: 'Target', dataIndex: 'target', width: 130, render: (target: string | null) => target ?? '—' },
    { title: 'Reason', dataIndex: 'reason', render: (reason: string | null) => reason ?? '—' },
    { title: 'IP', dataIndex: 'ip', width: 120, render: (ip: string | null) => ip ?? '—' },
  ];
}

/** Who did what, when and why: every staff action, newest first, filterable by action and staff. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const action = params.get('action') ?? '';
  const staffId = Number(params.get('staffId')) || undefined;
  const list = useQuery({
    ...callQuery(consoleApi.auditList, {
      page,
      size: PAGE_SIZE,
      ...(action === '' ? {} : { action }),
      ...(staffId === undefined ? {} : { staffId }),
    }),
    placeholderData: keepPreviousData,
  });
  const staff = useQuery(callQuery(consoleApi.staffList, { page: 1, size: STAFF_OPTIONS_MAX }));
  const columns = auditColumns((next) => setParams(withParams(params, { action: next, page: undefined })));

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Audit log
        </Typography.Title>
        <Space wrap>
          <Select
            placeholder="All staff"
            allowClear
            style={{ width: 220 }}
            value={staffId}
            loading={staff.isLoading}
            options={(staff.data?.list ?? []).map((s) => ({ value: s.id, label: `${s.displayName} (${s.username})` }))}
            onChange={(value: number | undefined) => setParams(withParams(params, { staffId: value, page: undefined }))}
            data-testid="audit-filter-staff"
          />
          <Input.Search
            key={action}
            defaultValue={action}
            placeholder="Exact action, e.g. user.disable"
            allowClear
            enterButton
            style={{ width: 300 }}
            onSearch={(value) => setParams(withParams(params, { action: value.trim(), page: undefined }))}
            data-testid="audit-filter-action"
          />
        </Space>
      </Space>
      <div data-testid="audit-table">
        <Table<AuditEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={{ spinning: list.isFetching, delay: SPIN_DELAY_MS }}
          expandable={{
            rowExpandable: (entry) => entry.detail !== null && Object.keys(entry.detail).length > 0,
            expandedRowRender: (entry) => (
              <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>
                {JSON.stringify(entry.detail, null, 2)}
              </pre>
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => (total === 1 ? '1 entry' : `${total} entries`),
            onChange: (next) => setParams(withParams(params, { page: next === 1 ? undefined : next })),
          }}
        />
      </div>
    </Card>
  );
}

import { Card, Space, Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { pageParam, withParams } from '../../lib/search-params';
import { type QueueTab, tabStatus } from './review-actions';

/** The queue's status and page, kept in the URL so a reload or a shared link shows the same rows. */
export function useQueueParams<S extends string>(tabs: readonly QueueTab<S>[]) {
  const [params, setParams] = useSearchParams();
  const status = tabStatus(tabs, params.get('status'));
  const page = pageParam(params.get('page'));
  return {
    status,
    page,
    setStatus: (next: string) => setParams(withParams(params, { status: next, page: undefined })),
    setPage: (next: number) => setParams(withParams(params, { page: next === 1 ? undefined : next })),
  };
}

interface QueueCardProps<T> {
  title: string;
  /** One line under the title on what staff decide here. */
  hint: string;
  tabs: readonly QueueTab<string>[];
  status: string;
  onStatus: (status: string) => void;
  page: number;
  onPage: (page: number) => void;
  columns: ColumnsType<T>;
  rows: readonly T[];
  total: number;
  loading: boolean;
  testId: string;
  scrollX?: number;
  /** Buttons beside the title, e.g. to start a new request. */
  toolbar?: ReactNode;
  /** A note above the tabs. */
  banner?: ReactNode;
  /** Details shown when a row is expanded. */
  expandedRow?: (row: T) => ReactNode;
  /** The page's decision dialog. */
  children?: ReactNode;
}

/** A review queue: status tabs over one table of requests, newest decisions refreshed from the server. */
export function QueueCard<T extends { id: number }>(props: QueueCardProps<T>) {
  const { tabs, status, page, total } = props;
  const label = tabs.find((tab) => tab.status === status)?.label.toLowerCase() ?? '';
  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        {props.toolbar}
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
        {props.hint}
      </Typography.Paragraph>
      {props.banner}
      <Tabs
        activeKey={status}
        onChange={props.onStatus}
        items={tabs.map((tab) => ({ key: tab.status, label: tab.label }))}
      />
      <div data-testid={props.testId}>
        <Table<T>
          rowKey="id"
          size="middle"
          columns={props.columns}
          dataSource={[...props.rows]}
          loading={{ spinning: props.loading, delay: SPIN_DELAY_MS }}
          {...(props.scrollX === undefined ? {} : { scroll: { x: props.scrollX } })}
          {...(props.expandedRow === undefined ? {} : { expandable: { expandedRowRender: props.expandedRow } })}
          locale={{ emptyText: `Nothing ${label}` }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total,
            showSizeChanger: false,
            showTotal: (n) => (n === 1 ? '1 request' : `${n} requests`),
            onChange: props.onPage,
          }}
        />
      </div>
      {props.children}
    </Card>
  );
}

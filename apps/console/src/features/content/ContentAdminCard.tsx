import { formatIndiaTime } from '@demo/client';
import { Button, Card, Form, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';

/** What a news article and a notice share: a title per language, a published flag and a creation time. */
export interface ContentRow {
  id: number;
  titleEn: string | null;
  titleHi: string | null;
  published: boolean;
  createdAt: number;
}

export interface ContentAdminCardProps<Row extends ContentRow> {
  heading: string;
  newText: string;
  newTestId: string;
  /** More controls beside the New button (the news search). */
  toolbar?: ReactNode;
  list: { data?: { list: Row[]; total: number } | undefined; isFetching: boolean };
  page: number;
  onPage(page: number): void;
  /** Columns between the titles and the state (the news source). */
  extraColumns?: ColumnsType<Row>;
  /** A tag beside Published / Hidden (a news article that came from the feed). */
  stateTag?(row: Row): ReactNode;
  /** The editor drawer for a row, or for a new one (`null`); it calls `close` when done. */
  editor(row: Row | null, close: () => void): ReactNode;
}

/**
 * The news and notice lists: a paged table of both titles, the state and the India time, a New button
 * and an Edit button per row, each opening the page's own editor.
 */
export function ContentAdminCard<Row extends ContentRow>(props: ContentAdminCardProps<Row>) {
  const [editing, setEditing] = useState<Row | null | 'new'>(null);
  const { list, page, stateTag } = props;
  const columns: ColumnsType<Row> = [
    { title: 'Title (English)', dataIndex: 'titleEn', render: (v: string | null) => v ?? '—' },
    { title: 'Title (Hindi)', dataIndex: 'titleHi', render: (v: string | null) => v ?? '—' },
    ...(props.extraColumns ?? []),
    {
      title: 'State',
      dataIndex: 'published',
      width: 110,
      render: (p: boolean, row) => (
        <Space size={4}>
          <Tag color={p ? 'green' : 'default'}>{p ? 'Published' : 'Hidden'}</Tag>
          {stateTag?.(row)}
        </Space>
      ),
    },
    {
      title: 'Time (IST)',
      dataIndex: 'createdAt',
      width: 160,
      render: (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: '',
      width: 80,
      render: (_: unknown, row) => (
        <Button size="small" onClick={() => setEditing(row)}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {props.heading}
        </Typography.Title>
        <Space>
          {props.toolbar}
          <Button type="primary" onClick={() => setEditing('new')} data-testid={props.newTestId}>
            {props.newText}
          </Button>
        </Space>
      </Space>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={{ spinning: list.isFetching, delay: SPIN_DELAY_MS }}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: props.onPage,
        }}
        columns={columns}
      />
      {editing !== null && props.editor(editing === 'new' ? null : editing, () => setEditing(null))}
    </Card>
  );
}

/** The last fields of both editors: whether customers see it, and the reason the audit log keeps (S1). */
export function PublishFields({ reasonTestId }: { reasonTestId: string }) {
  return (
    <>
      <Form.Item name="published" label="Published" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="reason"
        label="Reason (audit log)"
        rules={[{ required: true, whitespace: true, message: 'A reason is required' }]}
      >
        <Input maxLength={500} data-testid={reasonTestId} />
      </Form.Item>
    </>
  );
}

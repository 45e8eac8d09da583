import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';

interface ConfigTableProps<T> {
  title: string;
  hint: string;
  addText: string;
  columns: ColumnsType<T>;
  rows: readonly T[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  onAdd: () => void;
  onEdit: (row: T) => void;
  /** Prefix of the test ids: `<testId>-table`, `<testId>-add`, `<testId>-edit-<id>`. */
  testId: string;
  /** The open drawer, if any. */
  children?: ReactNode;
}

/** Whether a row is offered to customers. */
export function ActiveTag({ active }: { active: boolean }) {
  return active ? <Tag color="success">Active</Tag> : <Tag>Inactive</Tag>;
}

/** One configuration table with its add button and an edit button per row. */
export function ConfigTable<T extends { id: number }>(props: ConfigTableProps<T>) {
  const columns: ColumnsType<T> = [
    ...props.columns,
    {
      title: 'Action',
      key: 'action',
      width: 90,
      render: (_, row) => (
        <Button size="small" onClick={() => props.onEdit(row)} data-testid={`${props.testId}-edit-${row.id}`}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <div>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {props.title}
          </Typography.Title>
          <Typography.Text type="secondary">{props.hint}</Typography.Text>
        </div>
        <Button type="primary" onClick={props.onAdd} data-testid={`${props.testId}-add`}>
          {props.addText}
        </Button>
      </Space>
      <div data-testid={`${props.testId}-table`}>
        <Table<T>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={[...props.rows]}
          loading={{ spinning: props.loading, delay: SPIN_DELAY_MS }}
          locale={{ emptyText: 'None yet' }}
          pagination={{
            current: props.page,
            pageSize: PAGE_SIZE,
            total: props.total,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: props.onPage,
          }}
        />
      </div>
      {props.children}
    </>
  );
}

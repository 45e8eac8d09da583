import { formatIndiaTime } from '@demo/client';
import { consoleContentApi as api } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormDrawer } from '../../components/FormDrawer';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { pageParam, withParams } from '../../lib/search-params';

type AdminNotice = api.AdminNotice;

interface NoticeForm {
  titleEn: string;
  titleHi: string;
  contentEn: string;
  contentHi: string;
  published: boolean;
  reason: string;
}

const required = (what: string) => [{ required: true, whitespace: true, message: `${what} is required` }];

/** Notices in both languages; publishing one reaches every open app at once (W6). */
export function NoticesAdminPage() {
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const list = useQuery({ ...callQuery(api.noticeList, { page, size: PAGE_SIZE }), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<AdminNotice | null | 'new'>(null);

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Notices
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="notice-new">
          New notice
        </Button>
      </Space>
      <Table<AdminNotice>
        rowKey="id"
        size="middle"
        loading={{ spinning: list.isFetching, delay: SPIN_DELAY_MS }}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => setParams(withParams(params, { page: next })),
        }}
        columns={[
          { title: 'Title (English)', dataIndex: 'titleEn' },
          { title: 'Title (Hindi)', dataIndex: 'titleHi' },
          {
            title: 'State',
            dataIndex: 'published',
            width: 110,
            render: (p: boolean) => <Tag color={p ? 'green' : 'default'}>{p ? 'Published' : 'Hidden'}</Tag>,
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
        ]}
      />
      {editing !== null && (
        <NoticeDrawer
          notice={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void qc.invalidateQueries({ queryKey: [api.noticeList.path] })}
        />
      )}
    </Card>
  );
}

/** The notice editor: title and plain text in both languages, published or not, and a reason. */
function NoticeDrawer({
  notice,
  onClose,
  onSaved,
}: {
  notice: AdminNotice | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<NoticeForm>();
  return (
    <FormDrawer<NoticeForm>
      form={form}
      title={notice === null ? 'New notice' : 'Edit notice'}
      size={560}
      submitText="Save"
      submitTestId="notice-save"
      onClose={onClose}
      save={async (v) => {
        await call(api.noticeSave, { ...v, ...(notice === null ? {} : { id: notice.id }) });
        onSaved();
        return notice === null ? 'Notice created' : 'Notice saved';
      }}
    >
      <Form form={form} layout="vertical" preserve initialValues={notice ?? { published: true }}>
        <Form.Item name="titleEn" label="Title (English)" rules={required('The English title')}>
          <Input maxLength={200} data-testid="notice-title-en" />
        </Form.Item>
        <Form.Item name="contentEn" label="Text (English, shown as plain text)" rules={required('The English text')}>
          <Input.TextArea maxLength={5000} autoSize={{ minRows: 3 }} data-testid="notice-content-en" />
        </Form.Item>
        <Form.Item name="titleHi" label="शीर्षक (हिंदी)" rules={required('The Hindi title')}>
          <Input maxLength={200} data-testid="notice-title-hi" />
        </Form.Item>
        <Form.Item name="contentHi" label="पाठ (हिंदी)" rules={required('The Hindi text')}>
          <Input.TextArea maxLength={5000} autoSize={{ minRows: 3 }} data-testid="notice-content-hi" />
        </Form.Item>
        <Form.Item name="published" label="Published" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="reason" label="Reason (audit log)" rules={required('A reason')}>
          <Input maxLength={500} data-testid="notice-reason" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}

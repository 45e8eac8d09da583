import { formatIndiaTime } from '@demo/client';
import { consoleContentApi as api } from '@demo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Drawer, Form, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
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
  const [form] = Form.useForm<NoticeForm>();
  const save = useMutation({
    mutationFn: (v: NoticeForm & { id?: number }) => call(api.noticeSave, v),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [api.noticeList.path] });
      setEditing(null);
    },
  });
  const open = (row: AdminNotice | null) => {
    form.resetFields();
    form.setFieldsValue(row ? { ...row } : { published: true });
    setEditing(row ?? 'new');
  };

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Notices
        </Typography.Title>
        <Button type="primary" onClick={() => open(null)} data-testid="notice-new">
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
              <Button size="small" onClick={() => open(row)}>
                Edit
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== null}
        width={560}
        title={editing === 'new' ? 'New notice' : 'Edit notice'}
        onClose={() => setEditing(null)}
        destroyOnHidden
        extra={
          <Button
            type="primary"
            loading={save.isPending}
            data-testid="notice-save"
            onClick={() =>
              void form
                .validateFields()
                .then((v) => save.mutateAsync({ ...v, ...(editing && editing !== 'new' ? { id: editing.id } : {}) }))
                .catch(() => undefined)
            }
          >
            Save
          </Button>
        }
      >
        <Form form={form} layout="vertical" preserve>
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
      </Drawer>
    </Card>
  );
}

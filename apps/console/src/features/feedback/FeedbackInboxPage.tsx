import { formatIndiaTime } from '@demo/client';
import { consoleContentApi as api, FEEDBACK_STATUSES, type FeedbackStatus } from '@demo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Drawer,
  Form,
  type FormInstance,
  Image,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { pageParam, withParams } from '../../lib/search-params';
import { onStaffEvent } from '../../lib/staff-socket';

type AdminFeedback = api.AdminFeedback;

export const STATUS_LABEL: Record<FeedbackStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};
const STATUS_COLOR: Record<FeedbackStatus, string> = {
  new: 'blue',
  in_progress: 'gold',
  answered: 'green',
  closed: 'default',
};

interface UpdateForm {
  status?: FeedbackStatus;
  assigneeId?: number;
  answer?: string;
  reason: string;
}

/** The inbox's columns: status, customer, the feedback's first lines, assignee and when it came. */
const FEEDBACK_COLUMNS: ColumnsType<AdminFeedback> = [
  {
    title: 'Status',
    dataIndex: 'status',
    width: 120,
    render: (s: FeedbackStatus) => <Tag color={STATUS_COLOR[s]}>{STATUS_LABEL[s]}</Tag>,
  },
  { title: 'Customer', dataIndex: 'username', width: 160 },
  {
    title: 'Feedback',
    dataIndex: 'content',
    render: (text: string) => (
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }} data-testid="feedback-row-text">
        {text}
      </Typography.Paragraph>
    ),
  },
  { title: 'Assigned to', dataIndex: 'assigneeName', width: 150, render: (v: string | null) => v ?? '—' },
  {
    title: 'Received (IST)',
    dataIndex: 'createdAt',
    width: 160,
    render: (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'),
  },
];

/**
 * The feedback inbox (W5): new first, oldest first within a status; open one to assign it, answer it
 * (the customer sees the answer) or move its status. Customers' text is rendered as text, never HTML.
 */
export function FeedbackInboxPage() {
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const status = (FEEDBACK_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as FeedbackStatus)
    : undefined;
  const list = useQuery({
    ...callQuery(api.feedbackInbox, { page, size: PAGE_SIZE, ...(status ? { status } : {}) }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<AdminFeedback | null>(null);
  const [form] = Form.useForm<UpdateForm>();
  useEffect(
    () =>
      onStaffEvent((event) => {
        if (event.type === 'feedback') void qc.invalidateQueries({ queryKey: [api.feedbackInbox.path] });
      }),
    [qc],
  );

  const show = (row: AdminFeedback) => {
    form.resetFields();
    form.setFieldsValue({ status: row.status, assigneeId: row.assigneeId ?? 0, answer: row.answer ?? '' });
    setOpen(row);
  };

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Feedback
        </Typography.Title>
        <Select
          placeholder="All statuses"
          allowClear
          style={{ width: 180 }}
          value={status}
          options={FEEDBACK_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
          onChange={(value: string | undefined) => setParams(withParams(params, { status: value, page: undefined }))}
          data-testid="feedback-filter-status"
        />
      </Space>
      <Table<AdminFeedback>
        rowKey="id"
        size="middle"
        loading={{ spinning: list.isFetching, delay: SPIN_DELAY_MS }}
        dataSource={list.data?.list ?? []}
        onRow={(row) => ({ onClick: () => show(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => setParams(withParams(params, { page: next })),
        }}
        columns={FEEDBACK_COLUMNS}
      />
      <FeedbackDrawer open={open} form={form} onClose={() => setOpen(null)} />
    </Card>
  );
}

/** One feedback in full, with its images, and the form to assign, answer or move it, with a reason. */
function FeedbackDrawer({
  open,
  form,
  onClose,
}: {
  open: AdminFeedback | null;
  form: FormInstance<UpdateForm>;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const assignees = useQuery(callQuery(api.feedbackAssignees, {}));
  const update = useMutation({
    mutationFn: (v: UpdateForm & { id: number }) =>
      call(api.feedbackUpdate, {
        id: v.id,
        reason: v.reason,
        ...(v.status && v.status !== open?.status ? { status: v.status } : {}),
        ...(v.assigneeId !== undefined && v.assigneeId !== (open?.assigneeId ?? 0) ? { assigneeId: v.assigneeId } : {}),
        ...(v.answer && v.answer !== (open?.answer ?? '') ? { answer: v.answer } : {}),
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [api.feedbackInbox.path] });
      onClose();
    },
  });
  return (
    <Drawer
      open={open !== null}
      width={560}
      title={open ? `Feedback #${open.id} from ${open.username}` : ''}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          loading={update.isPending}
          disabled={open?.status === 'closed'}
          data-testid="feedback-save"
          onClick={() =>
            void form
              .validateFields()
              .then((v) => (open ? update.mutateAsync({ ...v, id: open.id }) : undefined))
              .catch(() => undefined)
          }
        >
          Save
        </Button>
      }
    >
      {open && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <FeedbackContent feedback={open} />
          <Form form={form} layout="vertical" disabled={open.status === 'closed'}>
            <Form.Item name="status" label="Status">
              <Select options={FEEDBACK_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))} />
            </Form.Item>
            <Form.Item name="assigneeId" label="Assigned to">
              <Select
                options={[
                  { value: 0, label: 'Nobody' },
                  ...(assignees.data ?? []).map((s) => ({ value: s.id, label: `${s.displayName} (${s.role})` })),
                ]}
              />
            </Form.Item>
            <Form.Item name="answer" label="Answer (the customer sees it)">
              <Input.TextArea maxLength={2000} autoSize={{ minRows: 3 }} data-testid="feedback-answer" />
            </Form.Item>
            <Form.Item
              name="reason"
              label="Reason (audit log)"
              rules={[{ required: true, whitespace: true, message: 'A reason is required' }]}
            >
              <Input maxLength={500} data-testid="feedback-reason" />
            </Form.Item>
          </Form>
        </Space>
      )}
    </Drawer>
  );
}

/** What the customer wrote, how to reach them and the images they sent, as text, never HTML. */
function FeedbackContent({ feedback: open }: { feedback: AdminFeedback }) {
  return (
    <>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-detail-text">
        {open.content}
      </Typography.Paragraph>
      {open.contact && <Typography.Text type="secondary">Contact: {open.contact}</Typography.Text>}
      {open.images.length > 0 && (
        <Image.PreviewGroup>
          <Space>
            {open.images.map((url) => (
              <Image key={url} src={url} width={96} height={96} style={{ objectFit: 'cover' }} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </>
  );
}

import { consoleContentApi as api } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useSearchParams } from 'react-router';
import { FormDrawer } from '../../components/FormDrawer';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { pageParam, withParams } from '../../lib/search-params';
import { ContentAdminCard, PublishFields } from './ContentAdminCard';

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

  return (
    <ContentAdminCard<AdminNotice>
      heading="Notices"
      newText="New notice"
      newTestId="notice-new"
      list={list}
      page={page}
      onPage={(next) => setParams(withParams(params, { page: next }))}
      editor={(notice, close) => (
        <NoticeDrawer
          notice={notice}
          onClose={close}
          onSaved={() => void qc.invalidateQueries({ queryKey: [api.noticeList.path] })}
        />
      )}
    />
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
        <PublishFields reasonTestId="notice-reason" />
      </Form>
    </FormDrawer>
  );
}

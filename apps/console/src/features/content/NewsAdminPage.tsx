import { consoleContentApi as api } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Tabs, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { FormDrawer } from '../../components/FormDrawer';
import { call } from '../../lib/api';
import { callQuery, PAGE_SIZE } from '../../lib/queries';
import { pageParam, withParams } from '../../lib/search-params';
import { ContentAdminCard, PublishFields } from './ContentAdminCard';
import { RichPreview } from './RichPreview';

type AdminNews = api.AdminNews;

interface NewsForm {
  titleEn?: string;
  titleHi?: string;
  summaryEn?: string;
  summaryHi?: string;
  contentEn?: string;
  contentHi?: string;
  cover?: string;
  source: string;
  related?: string;
  published: boolean;
  reason: string;
}

function formOf(row: AdminNews | null): Partial<NewsForm> {
  if (!row) return { source: 'DEMO Markets Desk', published: true };
  return {
    titleEn: row.titleEn ?? '',
    titleHi: row.titleHi ?? '',
    summaryEn: row.summaryEn ?? '',
    summaryHi: row.summaryHi ?? '',
    contentEn: row.contentEn ?? '',
    contentHi: row.contentHi ?? '',
    cover: row.cover ?? '',
    source: row.source,
    related: row.related.join(', '),
    published: row.published,
  };
}

/** Product codes typed as "BTCUSD, NIFTY50" → the JSON list the call takes. */
function relatedCodesOf(text: string | undefined): string {
  const codes = (text ?? '')
    .split(/[\s,]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  return JSON.stringify([...new Set(codes)]);
}

function LanguageFields({ lang }: { lang: 'En' | 'Hi' }) {
  const form = Form.useFormInstance<NewsForm>();
  const content = Form.useWatch(`content${lang}`, form) ?? '';
  return (
    <>
      <Form.Item name={`title${lang}`} label="Title">
        <Input maxLength={200} data-testid={`news-title-${lang}`} />
      </Form.Item>
      <Form.Item name={`summary${lang}`} label="Summary">
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item name={`content${lang}`} label="Content (HTML: p, h2, strong, a, img, lists, tables)">
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} data-testid={`news-content-${lang}`} />
      </Form.Item>
      <Typography.Text type="secondary">Preview (as customers see it)</Typography.Text>
      <RichPreview html={content} testId={`news-preview-${lang}`} />
    </>
  );
}

/** News in both languages: publish, edit and unpublish, with a safe preview; every save audited. */
export function NewsAdminPage() {
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const q = params.get('q') ?? '';
  const list = useQuery({
    ...callQuery(api.newsList, { page, size: PAGE_SIZE, ...(q ? { q } : {}) }),
    placeholderData: keepPreviousData,
  });

  return (
    <ContentAdminCard<AdminNews>
      heading="News"
      newText="New article"
      newTestId="news-new"
      toolbar={
        <Input.Search
          placeholder="Search titles"
          defaultValue={q}
          allowClear
          onSearch={(value) => setParams(withParams(params, { q: value || undefined, page: undefined }))}
        />
      }
      list={list}
      page={page}
      onPage={(next) => setParams(withParams(params, { page: next }))}
      extraColumns={[{ title: 'Source', dataIndex: 'source', width: 150 }]}
      stateTag={(row) => row.externalId && !row.externalId.startsWith('seed:') && <Tag>Feed</Tag>}
      editor={(article, close) => (
        <NewsDrawer
          article={article}
          onClose={close}
          onSaved={() => void qc.invalidateQueries({ queryKey: [api.newsList.path] })}
        />
      )}
    />
  );
}

/** The article editor: both languages with a safe preview, the cover, source, related codes and a reason. */
function NewsDrawer({
  article,
  onClose,
  onSaved,
}: {
  article: AdminNews | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<NewsForm>();
  return (
    <FormDrawer<NewsForm>
      form={form}
      title={article === null ? 'New article' : 'Edit article'}
      size={720}
      submitText="Save"
      submitTestId="news-save"
      onClose={onClose}
      save={async (v) => {
        await call(api.newsSave, {
          ...(article === null ? {} : { id: article.id }),
          titleEn: v.titleEn ?? '',
          titleHi: v.titleHi ?? '',
          summaryEn: v.summaryEn ?? '',
          summaryHi: v.summaryHi ?? '',
          contentEn: v.contentEn ?? '',
          contentHi: v.contentHi ?? '',
          cover: v.cover ?? '',
          source: v.source,
          related: relatedCodesOf(v.related),
          published: v.published,
          reason: v.reason,
        });
        onSaved();
        return article === null ? 'Article created' : 'Article saved';
      }}
    >
      <Form form={form} layout="vertical" preserve initialValues={formOf(article)}>
        <Tabs
          items={[
            { key: 'en', label: 'English', forceRender: true, children: <LanguageFields lang="En" /> },
            { key: 'hi', label: 'हिंदी', forceRender: true, children: <LanguageFields lang="Hi" /> },
          ]}
        />
        <Form.Item name="cover" label="Cover image (an /uploads/ or /news-covers/ path, or https address)">
          <Input maxLength={512} data-testid="news-cover" />
        </Form.Item>
        <Form.Item name="source" label="Source" rules={[{ required: true, message: 'Source is required' }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="related" label="Related product codes (comma separated, at most 5)">
          <Input placeholder="NIFTY50, HDFCBANK" />
        </Form.Item>
        <PublishFields reasonTestId="news-reason" />
      </Form>
    </FormDrawer>
  );
}

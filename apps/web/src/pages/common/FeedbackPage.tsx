import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import TextArea from 'antd-mobile/es/components/text-area';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageNav } from '../../components/PageNav';
import { TextInput } from '../../components/TextField';
import { useSubmitFeedback } from '../../features/content/mutations';
import { toast } from '../../lib/toast';

interface FeedbackValues {
  content: string;
  contact?: string;
}

const FEEDBACK_LENGTH_MAX = 2000;

export function FeedbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitFeedback();

  const onFinish = async (v: FeedbackValues) => {
    const contact = v.contact?.trim();
    await submit.mutateAsync({ content: v.content.trim(), ...(contact ? { contact } : {}) });
    toast(t('common.commitSuccess'), 'success');
    navigate(-1);
  };

  return (
    <div className="page form-page">
      <PageNav title={t('feedback.title')} />
      <Form
        mode="card"
        onFinish={(v: FeedbackValues) => void onFinish(v).catch(() => undefined)}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={submit.isPending}
            data-testid="feedback-submit"
          >
            {t('feedback.submit')}
          </Button>
        }
      >
        <Form.Item
          name="content"
          label={t('feedback.content')}
          rules={[{ required: true, whitespace: true, message: t('field.required', { field: t('feedback.content') }) }]}
        >
          <TextArea
            data-testid="feedback-content"
            placeholder={t('feedback.contentPlaceholder')}
            maxLength={FEEDBACK_LENGTH_MAX}
            showCount
            rows={5}
          />
        </Form.Item>
        <Form.Item name="contact" label={t('feedback.contact')}>
          <TextInput data-testid="feedback-contact" placeholder={t('feedback.contactPlaceholder')} />
        </Form.Item>
      </Form>
    </div>
  );
}

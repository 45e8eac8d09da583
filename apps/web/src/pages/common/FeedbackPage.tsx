import { CONTENT_IMAGES_MAX, FEEDBACK_TEXT_MAX } from '@demo/contract/refs';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRefresh } from '../../components/ListRefresh';
import { PageNav } from '../../components/PageNav';
import { TextInput } from '../../components/TextField';
import { useSettings } from '../../features/content/queries';
import { FeedbackHistory } from '../../features/feedback/FeedbackHistory';
import { ImagesPicker } from '../../features/feedback/ImagesPicker';
import { useOwnFeedback, useSubmitFeedback } from '../../features/feedback/queries';
import { useFeedbackAnswers } from '../../features/feedback/use-feedback-answers';
import { toast } from '../../lib/toast';

interface FeedbackValues {
  content: string;
  contact?: string;
}

/** Feedback: text, an optional contact and up to three screenshots; below, what was sent and its answer. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackValues>();
  const [images, setImages] = useState<string[]>([]);
  const submit = useSubmitFeedback();
  const settings = useSettings();
  const own = useOwnFeedback();
  // The page is outside the tab frame: it listens for staff answers itself (W12).
  useFeedbackAnswers();
  const email = settings.data?.feedbackEmail;

  const onFinish = async (v: FeedbackValues) => {
    const contact = v.contact?.trim();
    await submit.mutateAsync({
      content: v.content.trim(),
      ...(contact ? { contact } : {}),
      ...(images.length > 0 ? { images: JSON.stringify(images) } : {}),
    });
    toast(t('common.commitSuccess'), 'success');
    form.resetFields();
    setImages([]);
  };

  return (
    <div className="page form-page">
      <PageNav title={t('feedback.title')} />
      <ListRefresh onRefresh={() => Promise.all([own.refetch(), settings.refetch()])}>
        <Form
          form={form}
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
            rules={[
              { required: true, whitespace: true, message: t('field.required', { field: t('feedback.content') }) },
            ]}
          >
            <TextArea
              data-testid="feedback-content"
              placeholder={t('feedback.contentPlaceholder')}
              maxLength={FEEDBACK_TEXT_MAX}
              showCount
              rows={5}
            />
          </Form.Item>
          <Form.Item label={t('feedbackMore.images', { count: CONTENT_IMAGES_MAX })}>
            <ImagesPicker value={images} onChange={setImages} testId="feedback-image" />
          </Form.Item>
          <Form.Item name="contact" label={t('feedback.contact')}>
            <TextInput data-testid="feedback-contact" placeholder={t('feedback.contactPlaceholder')} />
          </Form.Item>
        </Form>
        {email && (
          <p className="feedback-email" data-testid="feedback-email">
            {t('feedbackMore.emailHint', { email })}
          </p>
        )}
        <FeedbackHistory />
      </ListRefresh>
    </div>
  );
}

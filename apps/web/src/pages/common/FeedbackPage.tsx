import { CONTENT_IMAGES_MAX, FEEDBACK_TEXT_MAX } from '@demo/contract/refs';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { requiredText } from '../../components/form-rules';
import { ListRefresh } from '../../components/ListRefresh';
import { PageNav } from '../../components/PageNav';
import { SubmitButton } from '../../components/SubmitButton';
import { TextInput } from '../../components/TextField';
import { useFormState } from '../../components/use-form-state';
import { useSettings } from '../../features/content/queries';
import { FeedbackHistory } from '../../features/feedback/FeedbackHistory';
import { ImagesPicker } from '../../features/feedback/ImagesPicker';
import { useOwnFeedback, useSubmitFeedback } from '../../features/feedback/queries';
import { useFeedbackAnswers } from '../../features/feedback/use-feedback-answers';
import { toast } from '../../lib/toast';

/** Feedback: text, an optional contact and up to three screenshots; below, what was sent and its answer. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const ids = { content: useId(), contact: useId() };
  const form = useFormState({ content: '', contact: '' });
  const [images, setImages] = useState<string[]>([]);
  const submit = useSubmitFeedback();
  const settings = useSettings();
  const own = useOwnFeedback();
  // The page is outside the tab frame: it listens for staff answers itself (W12).
  useFeedbackAnswers();
  const email = settings.data?.feedbackEmail;

  const errors = {
    content: requiredText(form.values.content, t('field.required', { field: t('feedback.content') })),
  };
  const shown = form.shown(errors);

  const onSend = async () => {
    const v = form.values;
    const contact = v.contact.trim();
    await submit.mutateAsync({
      content: v.content.trim(),
      ...(contact ? { contact } : {}),
      ...(images.length > 0 ? { images: JSON.stringify(images) } : {}),
    });
    toast(t('common.commitSuccess'), 'success');
    form.reset();
    setImages([]);
  };

  return (
    <div className="page form-page">
      <PageNav title={t('feedback.title')} />
      <ListRefresh onRefresh={() => Promise.all([own.refetch(), settings.refetch()])}>
        <form noValidate onSubmit={form.onSubmit(errors, onSend)}>
          <section className="card form-card">
            <Field label={t('feedback.content')} htmlFor={ids.content} error={shown.content}>
              <TextArea
                id={ids.content}
                value={form.values.content}
                onChange={form.set('content')}
                data-testid="feedback-content"
                placeholder={t('feedback.contentPlaceholder')}
                maxLength={FEEDBACK_TEXT_MAX}
                showCount
                rows={5}
              />
            </Field>
            <Field label={t('feedbackMore.images', { count: CONTENT_IMAGES_MAX })}>
              <ImagesPicker value={images} onChange={setImages} testId="feedback-image" />
            </Field>
            <Field label={t('feedback.contact')} htmlFor={ids.contact}>
              <TextInput
                id={ids.contact}
                value={form.values.contact}
                onChange={form.set('contact')}
                data-testid="feedback-contact"
                placeholder={t('feedback.contactPlaceholder')}
              />
            </Field>
          </section>
          <div className="form-actions">
            <SubmitButton loading={submit.isPending} data-testid="feedback-submit">
              {t('feedback.submit')}
            </SubmitButton>
          </div>
        </form>
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

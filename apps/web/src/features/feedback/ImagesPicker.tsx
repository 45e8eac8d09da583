import { CONTENT_IMAGES_MAX, UPLOAD_MIME_TYPES, UPLOAD_SIZE_MAX_BYTES } from '@demo/contract/refs';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../lib/api';
import { toast } from '../../lib/toast';
import './feedback.css';

/**
 * Up to CONTENT_IMAGES_MAX pictures, each sent to `upload/standard` as soon as it is chosen; a tap on
 * one removes it. The hidden input carries `<testid>-file` so browser tests can set a file on it.
 */
export function ImagesPicker({
  value,
  onChange,
  testId,
  compact = false,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  testId: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useMutation({ mutationFn: (file: File) => uploadFile(file, file.name) });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type) || file.size > UPLOAD_SIZE_MAX_BYTES) {
      toast(t('funds.imageInvalid'), 'fail');
      return;
    }
    const { url } = await upload.mutateAsync(file);
    onChange([...value, url].slice(0, CONTENT_IMAGES_MAX));
  };

  return (
    <div className={compact ? 'images-picker images-picker--compact' : 'images-picker'}>
      {value.map((url) => (
        <button
          key={url}
          type="button"
          className="images-picker__item"
          aria-label={t('feedbackMore.removeImage')}
          onClick={() => onChange(value.filter((u) => u !== url))}
        >
          <img src={url} alt="" data-testid={`${testId}-preview`} />
          <span className="images-picker__remove" aria-hidden="true">
            ×
          </span>
        </button>
      ))}
      {value.length < CONTENT_IMAGES_MAX && (
        <button
          type="button"
          className="images-picker__add"
          aria-label={compact ? t('support.attach') : t('feedbackMore.addImage')}
          data-testid={testId}
          disabled={upload.isPending}
          onClick={() => fileRef.current?.click()}
        >
          {upload.isPending ? '…' : '+'}
        </button>
      )}
      <input
        ref={fileRef}
        type="file"
        accept={UPLOAD_MIME_TYPES.join(',')}
        hidden
        data-testid={`${testId}-file`}
        onChange={(e) => {
          void onFile(e.target.files?.[0]).catch(() => undefined);
          e.target.value = '';
        }}
      />
    </div>
  );
}

import { UPLOAD_MIME_TYPES, UPLOAD_SIZE_MAX_BYTES } from '@demo/contract/refs';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../lib/api';
import { toast } from '../lib/toast';

export interface ImageUploadProps {
  /** The uploaded image's url, or null before one is chosen. */
  value: string | null;
  onChange: (url: string) => void;
  label: string;
  'data-testid': string;
  invalid?: boolean;
}

/**
 * One image sent to `upload/standard` at once and shown as a preview; tap it to replace it. The
 * hidden file input carries `<testid>-file` so browser tests can set a file on it.
 */
export function ImageUpload({ value, onChange, label, invalid, 'data-testid': testId }: ImageUploadProps) {
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
    onChange(url);
  };

  return (
    <div className="image-upload">
      <button
        type="button"
        className={invalid ? 'image-upload__box image-upload__box--invalid' : 'image-upload__box'}
        aria-label={value ? `${label}: ${t('funds.replaceImage')}` : `${label}: ${t('funds.chooseImage')}`}
        data-testid={testId}
        data-uploaded={value ? 'true' : 'false'}
        disabled={upload.isPending}
        onClick={() => fileRef.current?.click()}
      >
        {value ? (
          <img src={value} alt={label} className="image-upload__preview" data-testid={`${testId}-preview`} />
        ) : (
          <span className="image-upload__hint">
            <span className="image-upload__plus" aria-hidden="true">
              +
            </span>
            {upload.isPending ? t('funds.uploading') : t('funds.chooseImage')}
          </span>
        )}
      </button>
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

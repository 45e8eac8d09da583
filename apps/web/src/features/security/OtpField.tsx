import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { TextInput } from '../../components/TextField';
import { isOtp } from './otp';

/**
 * The one-time code field of sign-in, withdrawal and new payout accounts: six digits from the
 * authenticator app, or one of the recovery codes. `showErrors` turns on the field's own check.
 */
export function OtpField({
  value,
  onChange,
  showErrors,
  'data-testid': testId = 'otp',
}: {
  value: string;
  onChange: (value: string) => void;
  showErrors: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = !showErrors
    ? null
    : value.trim() === ''
      ? t('field.required', { field: t('twoFactor.otp') })
      : isOtp(value)
        ? null
        : t('twoFactor.otpInvalid');
  return (
    <Field label={t('twoFactor.otp')} htmlFor={id} error={error} hint={t('twoFactor.otpHint')}>
      <TextInput
        id={id}
        value={value}
        onChange={(text) => onChange(text.replace(/[^0-9A-Za-z-]/g, '').slice(0, 11))}
        inputMode="text"
        autoComplete="one-time-code"
        maxLength={11}
        placeholder={t('twoFactor.otpPlaceholder')}
        data-testid={testId}
      />
    </Field>
  );
}

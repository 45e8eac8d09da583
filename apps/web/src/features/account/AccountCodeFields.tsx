import {
  PASSWORD_LENGTH_MAX,
  PASSWORD_LENGTH_MIN,
  SMS_CODE_LENGTH,
  SMS_RESEND_INTERVAL_MS,
  USERNAME_PATTERN,
} from '@demo/contract/refs';
import Button from 'antd-mobile/es/components/button';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormPasswordField, FormTextField } from '../../components/FormField';
import { lengthWithin, mustFit, mustMatch, required, requiredText } from '../../components/form-rules';
import type { FieldErrors, FormState } from '../../components/use-form-state';
import { toast } from '../../lib/toast';
import { useSendSmsCode } from './mutations';
import { useCountdown } from './use-countdown';

/** The fields register and forgot-password share: the account, its SMS code, a new password twice. */
export type AccountCodeValues = {
  username: string;
  code: string;
  password: string;
  confirm: string;
};

/** Register opens an account; forgot resets the password of one (its own test ids and words). */
export type AccountCodeKind = 'register' | 'forgot';

const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** The words that differ between the two forms, written out so the wording tests can read every key. */
function wordsOf(kind: AccountCodeKind, t: TFunction) {
  return kind === 'register'
    ? {
        password: t('field.password'),
        passwordRequired: t('field.required', { field: t('field.password') }),
        confirm: t('register.confirm'),
        confirmRequired: t('register.confirmRequired'),
        confirmPlaceholder: t('register.confirmPlaceholder'),
      }
    : {
        password: t('forgot.newPassword'),
        passwordRequired: t('field.required', { field: t('forgot.newPassword') }),
        confirm: t('forgot.confirm'),
        confirmRequired: t('forgot.confirmRequired'),
        confirmPlaceholder: t('forgot.confirmPlaceholder'),
      };
}

/** Each shared field's error, first broken rule first. */
export function accountCodeErrors(
  kind: AccountCodeKind,
  v: AccountCodeValues,
  t: TFunction,
): FieldErrors<keyof AccountCodeValues> {
  const words = wordsOf(kind, t);
  return {
    username:
      requiredText(v.username, t('field.required', { field: t('field.username') })) ??
      mustFit(v.username, USERNAME_PATTERN, t('field.usernameInvalid')),
    code:
      required(v.code, t('field.required', { field: t('register.code') })) ??
      mustFit(v.code, CODE_PATTERN, t('register.codeInvalid')),
    password:
      required(v.password, words.passwordRequired) ??
      lengthWithin(v.password, PASSWORD_LENGTH_MIN, PASSWORD_LENGTH_MAX, t('field.passwordInvalid')),
    confirm: required(v.confirm, words.confirmRequired) ?? mustMatch(v.confirm, v.password, t('register.wrongConfirm')),
  };
}

/**
 * The account with its "Send code" button (which checks the account first and then waits
 * SMS_RESEND_INTERVAL_MS before it may send again), the code, and the new password typed twice.
 */
export function AccountCodeFields<V extends AccountCodeValues>({
  kind,
  form,
  errors,
}: {
  kind: AccountCodeKind;
  form: FormState<V>;
  errors: FieldErrors<keyof V & string>;
}) {
  const { t } = useTranslation();
  const words = wordsOf(kind, t);
  const sendCode = useSendSmsCode(kind === 'register' ? 'register' : 'reset');
  const [secondsLeft, startCountdown] = useCountdown();
  const shown = form.shown(errors);
  const testId = (field: string) => `${kind}-${field}`;

  const onSendCode = async () => {
    if (!form.check('username', errors)) return;
    await sendCode.mutateAsync(form.values.username.trim());
    toast(t('common.codeSent'), 'success');
    startCountdown(SMS_RESEND_INTERVAL_MS / 1000);
  };

  return (
    <>
      <FormTextField
        form={form}
        name="username"
        label={t('field.username')}
        error={shown.username}
        data-testid={kind === 'register' ? 'register-username' : 'forgot-phone'}
        autoComplete="username"
        inputMode="email"
        placeholder={t('field.usernamePlaceholder')}
        suffix={
          <Button
            size="small"
            color="primary"
            fill="outline"
            disabled={secondsLeft > 0}
            loading={sendCode.isPending}
            onClick={() => void onSendCode().catch(() => undefined)}
            data-testid={testId('send-code')}
          >
            {secondsLeft > 0 ? t('register.resendIn', { seconds: secondsLeft }) : t('register.sendCode')}
          </Button>
        }
      />
      <FormTextField
        form={form}
        name="code"
        label={t('register.code')}
        error={shown.code}
        data-testid={testId('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        placeholder={t('register.codePlaceholder')}
      />
      <FormPasswordField
        form={form}
        name="password"
        label={words.password}
        error={shown.password}
        data-testid={testId('password')}
        autoComplete="new-password"
        placeholder={t('field.passwordPlaceholder')}
      />
      <FormPasswordField
        form={form}
        name="confirm"
        label={words.confirm}
        error={shown.confirm}
        data-testid={testId('confirm')}
        autoComplete="new-password"
        placeholder={words.confirmPlaceholder}
      />
    </>
  );
}

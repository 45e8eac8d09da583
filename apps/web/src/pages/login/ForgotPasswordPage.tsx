import {
  PASSWORD_LENGTH_MAX,
  PASSWORD_LENGTH_MIN,
  SMS_CODE_LENGTH,
  SMS_RESEND_INTERVAL_MS,
  USERNAME_PATTERN,
} from '@demo/contract/refs';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mustMatch } from '../../components/form-rules';
import { PageNav } from '../../components/PageNav';
import { PasswordInput, TextInput } from '../../components/TextField';
import { AuthBrand } from '../../features/account/AuthBrand';
import { useForgetPassword, useSendSmsCode } from '../../features/account/mutations';
import { useCountdown } from '../../features/account/use-countdown';
import { PATHS } from '../../lib/paths';
import { toast } from '../../lib/toast';

interface ForgotValues {
  phone: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/**
 * Forgot password: a reset code to the account's phone or e-mail, then a new password twice. The server
 * answers an unknown account exactly like a known one, so this page never says which it was.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgotValues>();
  const reset = useForgetPassword();
  const sendCode = useSendSmsCode('reset');
  const [secondsLeft, startCountdown] = useCountdown();

  const onSendCode = async () => {
    const { phone } = await form.validateFields(['phone']);
    await sendCode.mutateAsync(String(phone).trim());
    toast(t('common.codeSent'), 'success');
    startCountdown(SMS_RESEND_INTERVAL_MS / 1000);
  };

  const submit = async (v: ForgotValues) => {
    await reset.mutateAsync({
      phone: v.phone.trim(),
      code: v.code.trim(),
      newPassword: v.newPassword,
      confirmPassword: v.confirmPassword,
    });
    toast(t('forgot.done'), 'success');
    navigate(PATHS.login, { replace: true });
  };

  return (
    <div className="page form-page">
      <PageNav title={t('forgot.title')} />
      <AuthBrand subtitle={t('forgot.hint')} />
      <Form
        mode="card"
        form={form}
        onFinish={(v: ForgotValues) => void submit(v).catch(() => undefined)}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={reset.isPending}
            data-testid="forgot-submit"
          >
            {t('forgot.submit')}
          </Button>
        }
      >
        <Form.Item
          name="phone"
          label={t('field.username')}
          rules={[
            { required: true, whitespace: true, message: t('field.required', { field: t('field.username') }) },
            { pattern: USERNAME_PATTERN, message: t('field.usernameInvalid') },
          ]}
          extra={
            <Button
              size="small"
              color="primary"
              fill="outline"
              disabled={secondsLeft > 0}
              loading={sendCode.isPending}
              onClick={() => void onSendCode().catch(() => undefined)}
              data-testid="forgot-send-code"
            >
              {secondsLeft > 0 ? t('register.resendIn', { seconds: secondsLeft }) : t('register.sendCode')}
            </Button>
          }
        >
          <TextInput
            data-testid="forgot-phone"
            autoComplete="username"
            inputMode="email"
            placeholder={t('field.usernamePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('register.code')}
          rules={[
            { required: true, message: t('field.required', { field: t('register.code') }) },
            { pattern: CODE_PATTERN, message: t('register.codeInvalid') },
          ]}
        >
          <TextInput
            data-testid="forgot-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder={t('register.codePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('forgot.newPassword')}
          rules={[
            { required: true, message: t('field.required', { field: t('forgot.newPassword') }) },
            { min: PASSWORD_LENGTH_MIN, max: PASSWORD_LENGTH_MAX, message: t('field.passwordInvalid') },
          ]}
        >
          <PasswordInput
            data-testid="forgot-password"
            autoComplete="new-password"
            placeholder={t('field.passwordPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('forgot.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('forgot.confirmRequired') },
            mustMatch('newPassword', t('register.wrongConfirm')),
          ]}
        >
          <PasswordInput
            data-testid="forgot-confirm"
            autoComplete="new-password"
            placeholder={t('forgot.confirmPlaceholder')}
          />
        </Form.Item>
      </Form>
    </div>
  );
}

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
import { Link, useNavigate, useSearchParams } from 'react-router';
import { mustMatch } from '../../components/form-rules';
import { PageNav } from '../../components/PageNav';
import { PasswordInput, TextInput } from '../../components/TextField';
import { AuthBrand } from '../../features/account/AuthBrand';
import { useRegister, useSendSmsCode } from '../../features/account/mutations';
import { useCountdown } from '../../features/account/use-countdown';
import { useSettings } from '../../features/content/queries';
import { PATHS } from '../../lib/paths';
import { safeRedirect } from '../../lib/route-guard';
import { toast } from '../../lib/toast';

interface RegisterValues {
  username: string;
  code: string;
  password: string;
  confirm: string;
  invitation: string;
}

const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** Registration; also the share link, which carries the inviter's code as `?code=`. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<RegisterValues>();
  const register = useRegister();
  const sendCode = useSendSmsCode();
  const settings = useSettings();
  const [secondsLeft, startCountdown] = useCountdown();
  const sharedCode = params.get('code')?.trim() ?? '';
  const invitationRequired = settings.data?.invitationRequired ?? false;

  const onSendCode = async () => {
    const { username } = await form.validateFields(['username']);
    await sendCode.mutateAsync(String(username).trim());
    toast(t('common.codeSent'), 'success');
    startCountdown(SMS_RESEND_INTERVAL_MS / 1000);
  };

  const submit = async (v: RegisterValues) => {
    await register.mutateAsync({
      username: v.username.trim(),
      password: v.password,
      code: v.code.trim(),
      invitation: (v.invitation ?? '').trim(),
    });
    toast(t('common.success'), 'success');
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  const passwordRule = {
    min: PASSWORD_LENGTH_MIN,
    max: PASSWORD_LENGTH_MAX,
    message: t('field.passwordInvalid'),
  };

  return (
    <div className="page form-page">
      <PageNav title={t('register.title')} />
      <AuthBrand subtitle={t('home.welcome')} />
      <Form
        mode="card"
        form={form}
        initialValues={{ invitation: sharedCode }}
        onFinish={(v: RegisterValues) => void submit(v).catch(() => undefined)}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={register.isPending}
            data-testid="register-submit"
          >
            {t('register.submit')}
          </Button>
        }
      >
        <Form.Item
          name="username"
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
              data-testid="register-send-code"
            >
              {secondsLeft > 0 ? t('register.resendIn', { seconds: secondsLeft }) : t('register.sendCode')}
            </Button>
          }
        >
          <TextInput
            data-testid="register-username"
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
            data-testid="register-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder={t('register.codePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('field.password')}
          rules={[{ required: true, message: t('field.required', { field: t('field.password') }) }, passwordRule]}
        >
          <PasswordInput
            data-testid="register-password"
            autoComplete="new-password"
            placeholder={t('field.passwordPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('register.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('register.confirmRequired') },
            mustMatch('password', t('register.wrongConfirm')),
          ]}
        >
          <PasswordInput
            data-testid="register-confirm"
            autoComplete="new-password"
            placeholder={t('register.confirmPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="invitation"
          label={t('register.invitation')}
          rules={
            invitationRequired
              ? [{ required: true, message: t('field.required', { field: t('register.invitation') }) }]
              : []
          }
        >
          <TextInput
            data-testid="register-invitation"
            readOnly={sharedCode !== ''}
            placeholder={invitationRequired ? '' : t('register.invitationOptional')}
          />
        </Form.Item>
      </Form>
      <div className="form-footer">
        {t('register.haveAccount')}
        <Link className="link-button" to={PATHS.login} replace>
          {t('register.toLogin')}
        </Link>
      </div>
    </div>
  );
}

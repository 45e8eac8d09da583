import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageNav } from '../../components/PageNav';
import { SessionEndedNotice } from '../../components/SessionEndedNotice';
import { PasswordInput, TextInput } from '../../components/TextField';
import { AuthBrand } from '../../features/account/AuthBrand';
import { useLogin } from '../../features/account/mutations';
import { cleanOtp, isOtp, isOtpChallenge } from '../../features/security/otp';
import { PATHS } from '../../lib/paths';
import { safeRedirect } from '../../lib/route-guard';
import { toast } from '../../lib/toast';

interface LoginValues {
  username: string;
  password: string;
  otp?: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const redirect = params.get('redirect');
  // Shown once the server answers that this account needs its one-time code (403 naming otp).
  const [needsOtp, setNeedsOtp] = useState(false);

  const submit = async (values: LoginValues) => {
    const otp = needsOtp && values.otp ? cleanOtp(values.otp) : undefined;
    try {
      await login.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        ...(otp ? { otp } : {}),
      });
    } catch (error) {
      if (isOtpChallenge(error)) setNeedsOtp(true);
      throw error;
    }
    toast(t('common.loginSuccess'), 'success');
    navigate(safeRedirect(redirect), { replace: true });
  };

  const registerLink = redirect ? `${PATHS.register}?redirect=${encodeURIComponent(redirect)}` : PATHS.register;

  return (
    <div className="page form-page">
      <PageNav title={t('login.title')} />
      <AuthBrand subtitle={t('login.welcome')} />
      <SessionEndedNotice />
      <Form
        mode="card"
        onFinish={(v: LoginValues) => void submit(v).catch(() => undefined)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={login.isPending} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        }
      >
        <Form.Item
          name="username"
          label={t('field.username')}
          rules={[{ required: true, whitespace: true, message: t('field.required', { field: t('field.username') }) }]}
        >
          <TextInput
            data-testid="login-username"
            autoComplete="username"
            inputMode="email"
            placeholder={t('field.usernamePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('field.password')}
          rules={[{ required: true, message: t('field.required', { field: t('field.password') }) }]}
        >
          <PasswordInput
            data-testid="login-password"
            autoComplete="current-password"
            placeholder={t('field.passwordPlaceholder')}
          />
        </Form.Item>
        {needsOtp && (
          <Form.Item
            name="otp"
            label={t('twoFactor.otp')}
            description={t('twoFactor.loginHint')}
            rules={[
              { required: true, whitespace: true, message: t('field.required', { field: t('twoFactor.otp') }) },
              {
                validator: async (_rule, value: string) =>
                  isOtp(value) ? undefined : Promise.reject(new Error(t('twoFactor.otpInvalid'))),
              },
            ]}
          >
            <TextInput
              data-testid="login-otp"
              autoComplete="one-time-code"
              inputMode="text"
              maxLength={11}
              placeholder={t('twoFactor.otpPlaceholder')}
            />
          </Form.Item>
        )}
      </Form>
      <div className="form-footer">
        <Link className="link-button" to={PATHS.forgot} data-testid="login-to-forgot">
          {t('login.forgot')}
        </Link>
      </div>
      <div className="form-footer">
        {t('login.noAccount')}
        <Link className="link-button" to={registerLink} replace data-testid="login-to-register">
          {t('login.toRegister')}
        </Link>
      </div>
    </div>
  );
}

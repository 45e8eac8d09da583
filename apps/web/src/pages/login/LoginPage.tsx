import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../app/paths';
import { safeRedirect } from '../../app/route-guard';
import { PageNav } from '../../components/PageNav';
import { PasswordInput, TextInput } from '../../components/TextField';
import { AuthBrand } from '../../features/account/AuthBrand';
import { useLogin } from '../../features/account/mutations';
import { toast } from '../../lib/toast';

interface LoginValues {
  username: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const redirect = params.get('redirect');

  const submit = async (values: LoginValues) => {
    await login.mutateAsync({ username: values.username.trim(), password: values.password });
    toast(t('common.loginSuccess'), 'success');
    navigate(safeRedirect(redirect), { replace: true });
  };

  const registerLink = redirect ? `${PATHS.register}?redirect=${encodeURIComponent(redirect)}` : PATHS.register;

  return (
    <div className="page form-page">
      <PageNav title={t('login.title')} />
      <AuthBrand subtitle={t('login.welcome')} />
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
      </Form>
      <div className="form-footer">
        {t('login.noAccount')}
        <Link className="link-button" to={registerLink} replace data-testid="login-to-register">
          {t('login.toRegister')}
        </Link>
      </div>
    </div>
  );
}

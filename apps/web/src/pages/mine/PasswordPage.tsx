import { PASSWORD_LENGTH_MAX, PASSWORD_LENGTH_MIN } from '@demo/contract/refs';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { mustMatch } from '../../components/form-rules';
import { PageNav } from '../../components/PageNav';
import { PasswordInput } from '../../components/TextField';
import { useGoBack } from '../../components/use-go-back';
import { useUpdatePassword } from '../../features/account/mutations';
import { PATHS } from '../../lib/paths';
import { toast } from '../../lib/toast';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Change the login password; the server then signs the account out everywhere else. */
export function PasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(PATHS.mine);
  const update = useUpdatePassword();

  const submit = async (v: PasswordValues) => {
    await update.mutateAsync({ oldPassword: v.oldPassword, newPassword: v.newPassword });
    toast(t('common.updateSuccess'), 'success');
    goBack();
  };

  return (
    <div className="page form-page">
      <PageNav parent={PATHS.mine} title={t('password.title')} />
      <Form
        mode="card"
        onFinish={(v: PasswordValues) => void submit(v).catch(() => undefined)}
        footer={
          <>
            <p className="muted" style={{ marginTop: 0 }}>
              {t('password.hint')}
            </p>
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              loading={update.isPending}
              data-testid="password-submit"
            >
              {t('password.submit')}
            </Button>
          </>
        }
      >
        <Form.Item
          name="oldPassword"
          label={t('password.old')}
          rules={[{ required: true, message: t('field.required', { field: t('password.old') }) }]}
        >
          <PasswordInput data-testid="password-old" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          rules={[
            { required: true, message: t('field.required', { field: t('password.new') }) },
            { min: PASSWORD_LENGTH_MIN, max: PASSWORD_LENGTH_MAX, message: t('field.passwordInvalid') },
          ]}
        >
          <PasswordInput
            data-testid="password-new"
            autoComplete="new-password"
            placeholder={t('field.passwordPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            mustMatch('newPassword', t('password.confirmWrong')),
          ]}
        >
          <PasswordInput data-testid="password-confirm" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </div>
  );
}

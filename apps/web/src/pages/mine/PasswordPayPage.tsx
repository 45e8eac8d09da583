import { PAY_PASSWORD_LENGTH } from '@demo/contract/refs';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { mustMatch } from '../../components/form-rules';
import { PageNav } from '../../components/PageNav';
import { ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { PasswordInput } from '../../components/TextField';
import { useGoBack } from '../../components/use-go-back';
import { useUpdatePayPassword } from '../../features/account/mutations';
import { useUserDetail } from '../../features/account/queries';
import { PATHS } from '../../lib/paths';
import { toast } from '../../lib/toast';

interface PayPasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

const SIX_DIGITS = new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`);

/** Set (first time, confirmed with the login password) or change the 6-digit payment password. */
export function PasswordPayPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(PATHS.mine);
  const user = useUserDetail();
  const update = useUpdatePayPassword();

  if (!user.data) {
    return (
      <div className="page">
        <PageNav parent={PATHS.mine} title={t('payPassword.title')} />
        {user.isError ? <ErrorRetry onRetry={() => void user.refetch()} /> : <LoadingSkeleton />}
      </div>
    );
  }
  const firstTime = !user.data.payPasswordSet;
  const oldLabel = firstTime ? t('payPassword.loginPassword') : t('payPassword.old');

  const submit = async (v: PayPasswordValues) => {
    await update.mutateAsync({ oldPassword: v.oldPassword, newPassword: v.newPassword });
    toast(t('common.updateSuccess'), 'success');
    goBack();
  };

  const digitsRule = { pattern: SIX_DIGITS, message: t('payPassword.sixDigits') };

  return (
    <div className="page form-page">
      <PageNav parent={PATHS.mine} title={firstTime ? t('payPassword.setTitle') : t('payPassword.title')} />
      <Form
        mode="card"
        onFinish={(v: PayPasswordValues) => void submit(v).catch(() => undefined)}
        footer={
          <>
            {firstTime && (
              <p className="muted" style={{ marginTop: 0 }}>
                {t('payPassword.hintFirst')}
              </p>
            )}
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              loading={update.isPending}
              data-testid="pay-password-submit"
            >
              {t('password.submit')}
            </Button>
          </>
        }
      >
        <Form.Item
          name="oldPassword"
          label={oldLabel}
          rules={[
            { required: true, message: t('field.required', { field: oldLabel }) },
            ...(firstTime ? [] : [digitsRule]),
          ]}
        >
          <PasswordInput
            data-testid="pay-password-old"
            aria-label={oldLabel}
            autoComplete={firstTime ? 'current-password' : 'off'}
            {...(firstTime ? {} : { inputMode: 'numeric' as const, maxLength: PAY_PASSWORD_LENGTH })}
          />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('payPassword.new')}
          rules={[{ required: true, message: t('field.required', { field: t('payPassword.new') }) }, digitsRule]}
        >
          <PasswordInput
            data-testid="pay-password-new"
            inputMode="numeric"
            maxLength={PAY_PASSWORD_LENGTH}
            autoComplete="off"
            placeholder={t('payPassword.sixDigits')}
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('payPassword.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('field.required', { field: t('payPassword.confirm') }) },
            mustMatch('newPassword', t('password.confirmWrong')),
          ]}
        >
          <PasswordInput
            data-testid="pay-password-confirm"
            inputMode="numeric"
            maxLength={PAY_PASSWORD_LENGTH}
            autoComplete="off"
          />
        </Form.Item>
      </Form>
    </div>
  );
}
